-- Typo-tolerant search: a trigram index over the vocabulary of names, places and niches.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "search_word_trgm_idx" ON "search_word" USING gist ("word" gist_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION search_words_of(body text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', body))) AS w WHERE length(w) BETWEEN 2 AND 40
$$;
--> statement-breakpoint
CREATE FUNCTION profile_category_text_of(profile uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(c.name, ' ' ORDER BY pc.seat), '')
  FROM profile_category pc JOIN category c ON c.id = pc.category_id WHERE pc.profile_id = profile
$$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: bulk inserts pay once per statement. Rows
-- whose text is already right (bulk loads write it themselves) are not rewritten.
CREATE FUNCTION profile_category_text_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profile p SET category_text = profile_category_text_of(p.id)
  WHERE p.id IN (SELECT profile_id FROM changed_rows)
    AND p.category_text IS DISTINCT FROM profile_category_text_of(p.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profile_category_inserted AFTER INSERT ON profile_category
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_category_text_refresh();
--> statement-breakpoint
CREATE TRIGGER profile_category_deleted AFTER DELETE ON profile_category
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_category_text_refresh();
--> statement-breakpoint
CREATE TRIGGER profile_category_updated AFTER UPDATE ON profile_category
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_category_text_refresh();
--> statement-breakpoint
CREATE FUNCTION profile_search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word (word)
  SELECT DISTINCT search_words_of(r.full_name || ' ' || coalesce(r.location, '')) FROM changed_rows r WHERE r.is_coach
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profile_search_words_inserted AFTER INSERT ON profile
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_search_words_collect();
--> statement-breakpoint
CREATE TRIGGER profile_search_words_updated AFTER UPDATE ON profile
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_search_words_collect();
--> statement-breakpoint
CREATE FUNCTION category_search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word (word)
  SELECT DISTINCT search_words_of(r.name || ' ' || r.search_name) FROM changed_rows r
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER category_search_words_inserted AFTER INSERT ON category
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION category_search_words_collect();
--> statement-breakpoint
CREATE TRIGGER category_search_words_updated AFTER UPDATE ON category
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION category_search_words_collect();
--> statement-breakpoint
-- Existing data.
UPDATE profile SET category_text = profile_category_text_of(id);
--> statement-breakpoint
INSERT INTO search_word (word)
SELECT DISTINCT search_words_of(name || ' ' || search_name) FROM category ON CONFLICT DO NOTHING;
