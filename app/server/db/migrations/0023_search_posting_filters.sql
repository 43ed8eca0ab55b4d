ALTER TABLE "search_posting" ADD COLUMN "bits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_posting" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Terms compare by code point whatever the database's collation, so that the terms a prefix
-- matches are one range of the index (oneWordRows). The entries are made again below.
TRUNCATE search_posting;
--> statement-breakpoint
DROP INDEX IF EXISTS search_posting_rank_idx;
--> statement-breakpoint
ALTER TABLE "search_posting" ALTER COLUMN "term" TYPE text COLLATE "C";
--> statement-breakpoint
-- A posting carries its coach's filter bits and review count too, so a rare word's coaches are
-- listed in any order and filtered from the search index alone: reading their profiles visited
-- one table page each (4,429 pages, 11-17 ms for a word of 4,447 coaches at 1M). A listed coach's
-- entries, one per term of its search_key, are made by one function for the triggers and the rebuild.
CREATE FUNCTION search_posting_entries(p profile) RETURNS SETOF search_posting LANGUAGE sql IMMUTABLE AS $$
  SELECT t, p.score, p.id, tsvector_to_array(p.search_key),
         coach_facet_bits(p.is_one_on_one, p.is_group_coaching, p.is_free_training, p.rating, p.badge_counts), p.review_count
  FROM unnest(tsvector_to_array(p.search_key)) t
  WHERE search_listed(p.is_coach, p.level, p.full_name, p.deleted_at)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_postings_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE added text[];
BEGIN
  WITH ins AS (
    INSERT INTO search_posting SELECT e.* FROM new_rows n, search_posting_entries(n) e RETURNING term
  ) SELECT array_agg(term) INTO added FROM ins;
  IF added IS NOT NULL THEN
    PERFORM search_terms_add(added, array_fill(1, ARRAY[cardinality(added)]));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows whose terms, score, filter bits, review count or listing changed are rewritten.
CREATE OR REPLACE FUNCTION search_postings_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes text[]; signs int[];
BEGIN
  WITH changed AS (
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.search_key IS DISTINCT FROM o.search_key OR n.score <> o.score OR n.review_count <> o.review_count
       OR coach_facet_bits(n.is_one_on_one, n.is_group_coaching, n.is_free_training, n.rating, n.badge_counts)
          <> coach_facet_bits(o.is_one_on_one, o.is_group_coaching, o.is_free_training, o.rating, o.badge_counts)
       OR search_listed(n.is_coach, n.level, n.full_name, n.deleted_at)
          <> search_listed(o.is_coach, o.level, o.full_name, o.deleted_at)
  ), del AS (
    DELETE FROM search_posting p USING old_rows o, unnest(tsvector_to_array(o.search_key)) t
    WHERE o.id IN (SELECT id FROM changed)
      AND p.term = t AND p.score = o.score AND p.profile_id = o.id
      AND search_listed(o.is_coach, o.level, o.full_name, o.deleted_at)
    RETURNING p.term
  ), ins AS (
    INSERT INTO search_posting SELECT e.* FROM new_rows n, search_posting_entries(n) e
    WHERE n.id IN (SELECT id FROM changed)
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
CREATE OR REPLACE FUNCTION search_postings_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_posting, search_term;
  DROP INDEX IF EXISTS search_posting_rank_idx;
  INSERT INTO search_posting SELECT e.* FROM profile p, search_posting_entries(p) e;
  CREATE INDEX search_posting_rank_idx ON search_posting (term, score DESC, profile_id) INCLUDE (terms, bits, review_count);
  INSERT INTO search_term (term, coaches) SELECT term, count(*) FROM search_posting GROUP BY term;
END $$;
--> statement-breakpoint
SELECT search_postings_rebuild();
--> statement-breakpoint
-- The words only a public coach's about text has (not its name, niches or place): a rare word's
-- about-only matches are found without reading every coach that has the word.
CREATE INDEX "profile_about_only_idx" ON "profile" USING gin (ts_delete("search_vector", tsvector_to_array("search_key"))) WHERE "profile"."is_coach" and "profile"."level" <> '20' and "profile"."full_name" <> '' and "profile"."deleted_at" is null;
