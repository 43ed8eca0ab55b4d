CREATE TABLE "search_posting" (
	"term" text NOT NULL,
	"score" smallint NOT NULL,
	"profile_id" uuid NOT NULL,
	"terms" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_term" (
	"term" text PRIMARY KEY NOT NULL,
	"coaches" integer NOT NULL
);
--> statement-breakpoint
-- Must match publicCoachCondition in schema.ts: only listed coaches are searchable.
CREATE FUNCTION search_listed(is_coach boolean, level text, full_name text, deleted_at timestamptz) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$ SELECT is_coach AND level <> '20' AND full_name <> '' AND deleted_at IS NULL $$;
--> statement-breakpoint
-- Adds the net change of each term's coach count; a score change moves postings but changes no count.
CREATE FUNCTION search_terms_add(changes text[], signs int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_term AS s (term, coaches)
  SELECT c.term, sum(c.sign) FROM unnest(changes, signs) AS c(term, sign)
  GROUP BY c.term HAVING sum(c.sign) <> 0
  ORDER BY c.term
  ON CONFLICT (term) DO UPDATE SET coaches = s.coaches + excluded.coaches
$$;
--> statement-breakpoint
CREATE FUNCTION search_postings_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE added text[];
BEGIN
  WITH ins AS (
    INSERT INTO search_posting (term, score, profile_id, terms)
    SELECT t, n.score, n.id, tsvector_to_array(n.search_key)
    FROM new_rows n, unnest(tsvector_to_array(n.search_key)) t
    WHERE search_listed(n.is_coach, n.level, n.full_name, n.deleted_at)
    RETURNING term
  ) SELECT array_agg(term) INTO added FROM ins;
  IF added IS NOT NULL THEN
    PERFORM search_terms_add(added, array_fill(1, ARRAY[cardinality(added)]));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_postings_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE removed text[];
BEGIN
  -- Each old posting is found by its exact key (term, score, profile_id) in the rank index.
  WITH del AS (
    DELETE FROM search_posting p USING old_rows o, unnest(tsvector_to_array(o.search_key)) t
    WHERE p.term = t AND p.score = o.score AND p.profile_id = o.id
      AND search_listed(o.is_coach, o.level, o.full_name, o.deleted_at)
    RETURNING p.term
  ) SELECT array_agg(term) INTO removed FROM del;
  IF removed IS NOT NULL THEN
    PERFORM search_terms_add(removed, array_fill(-1, ARRAY[cardinality(removed)]));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose terms, score or listing changed are rewritten: most profile updates touch none.
CREATE FUNCTION search_postings_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes text[]; signs int[];
BEGIN
  WITH changed AS (
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.search_key IS DISTINCT FROM o.search_key OR n.score <> o.score
       OR search_listed(n.is_coach, n.level, n.full_name, n.deleted_at)
          <> search_listed(o.is_coach, o.level, o.full_name, o.deleted_at)
  ), del AS (
    DELETE FROM search_posting p USING old_rows o, unnest(tsvector_to_array(o.search_key)) t
    WHERE o.id IN (SELECT id FROM changed)
      AND p.term = t AND p.score = o.score AND p.profile_id = o.id
      AND search_listed(o.is_coach, o.level, o.full_name, o.deleted_at)
    RETURNING p.term
  ), ins AS (
    INSERT INTO search_posting (term, score, profile_id, terms)
    SELECT t, n.score, n.id, tsvector_to_array(n.search_key)
    FROM new_rows n, unnest(tsvector_to_array(n.search_key)) t
    WHERE n.id IN (SELECT id FROM changed)
      AND search_listed(n.is_coach, n.level, n.full_name, n.deleted_at)
    RETURNING term
  )
  SELECT array_agg(c.term), array_agg(c.sign) INTO changes, signs
  FROM (SELECT term, 1 AS sign FROM ins UNION ALL SELECT term, -1 FROM del) c;
  IF changes IS NOT NULL THEN
    PERFORM search_terms_add(changes, signs);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profile_search_postings_inserted AFTER INSERT ON profile
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_insert();
--> statement-breakpoint
CREATE TRIGGER profile_search_postings_deleted AFTER DELETE ON profile
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_delete();
--> statement-breakpoint
CREATE TRIGGER profile_search_postings_updated AFTER UPDATE ON profile
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_update();
--> statement-breakpoint
-- Rebuilds the whole index from the profiles: for bulk loads that ran without triggers.
CREATE FUNCTION search_postings_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_posting, search_term;
  DROP INDEX IF EXISTS search_posting_rank_idx;
  INSERT INTO search_posting (term, score, profile_id, terms)
  SELECT t, p.score, p.id, tsvector_to_array(p.search_key)
  FROM profile p, unnest(tsvector_to_array(p.search_key)) t
  WHERE search_listed(p.is_coach, p.level, p.full_name, p.deleted_at);
  CREATE INDEX search_posting_rank_idx ON search_posting (term, score DESC, profile_id) INCLUDE (terms);
  INSERT INTO search_term (term, coaches) SELECT term, count(*) FROM search_posting GROUP BY term;
END $$;
--> statement-breakpoint
SELECT search_postings_rebuild();
--> statement-breakpoint
-- Niche words are preferred as corrections over names and places ('carrer' -> career, not Carter).
ALTER TABLE search_word ADD COLUMN niche boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE search_word SET niche = true WHERE word IN (SELECT search_words_of(name || ' ' || search_name) FROM category);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION category_search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word (word, niche)
  SELECT DISTINCT search_words_of(r.name || ' ' || r.search_name), true FROM changed_rows r
  ON CONFLICT (word) DO UPDATE SET niche = true;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A term's coaches best first that also have every term of `all_terms`: the walk down the rank
-- index, checked in the index entry. The planner may not choose a bitmap scan here, which would
-- read every posting of the term from the table (its estimate for @> is far too low).
CREATE FUNCTION search_walk(rarest text, all_terms text[], n int) RETURNS SETOF uuid
LANGUAGE sql STABLE SET enable_bitmapscan = off SET enable_seqscan = off SET max_parallel_workers_per_gather = 0 AS $$
  SELECT profile_id FROM search_posting WHERE term = rarest AND terms @> all_terms
  ORDER BY score DESC, profile_id LIMIT n
$$;
--> statement-breakpoint
-- About-text matches (not in name, niches or place), best first, walking the score index: for
-- words that many about texts have, where the walk meets a page of matches quickly.
CREATE FUNCTION search_about_walk(q tsquery, skip uuid[], start int, n int) RETURNS SETOF uuid
LANGUAGE sql STABLE SET enable_bitmapscan = off SET enable_seqscan = off SET max_parallel_workers_per_gather = 0 AS $$
  SELECT id FROM profile
  WHERE is_coach AND level <> '20' AND full_name <> '' AND deleted_at IS NULL
    AND search_vector @@ q AND NOT (search_key @@ q) AND NOT (id = ANY (skip))
  ORDER BY score DESC, id OFFSET start LIMIT n
$$;
--> statement-breakpoint
-- The same matches unordered, at most `cap`, from the GIN index: for rare words.
CREATE FUNCTION search_about_matches(q tsquery, skip uuid[], cap int) RETURNS TABLE (id uuid, score smallint)
LANGUAGE sql STABLE SET enable_indexscan = off SET enable_seqscan = off SET max_parallel_workers_per_gather = 0 AS $$
  SELECT id, score FROM profile
  WHERE is_coach AND level <> '20' AND full_name <> '' AND deleted_at IS NULL
    AND search_vector @@ q AND NOT (search_key @@ q) AND NOT (id = ANY (skip))
  LIMIT cap
$$;
--> statement-breakpoint
-- A page of about-text matches. The planner's estimate of how many coaches match chooses the
-- walk (many) or the GIN index (few); were the few more than the cap after all, the walk serves.
CREATE FUNCTION search_about(q tsquery, skip uuid[], start int, n int) RETURNS SETOF uuid
LANGUAGE plpgsql AS $$
DECLARE
  plan json;
  few constant int := 5000;
  found uuid[];
BEGIN
  EXECUTE format('EXPLAIN (FORMAT JSON) SELECT 1 FROM profile WHERE search_vector @@ %L::tsquery', q) INTO plan;
  IF (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8 <= few THEN
    SELECT array_agg(m.id ORDER BY m.score DESC, m.id) INTO found FROM search_about_matches(q, skip, few + 1) m;
    IF coalesce(cardinality(found), 0) <= few THEN
      RETURN QUERY SELECT u FROM unnest(found[start + 1 : start + n]) u;
      RETURN;
    END IF;
  END IF;
  RETURN QUERY SELECT * FROM search_about_walk(q, skip, start, n);
END $$;
