-- A coach's filters as bits: 1, 2, 4 the offers (one-on-one, group coaching, free training); 8, 16,
-- 32 the minimum ratings met (3, 4, 4.5); 64 << i the badges shown (given at least 3 times, the
-- badge table's order). Must match filterBits in app/server/search/filter-bits.server.ts.
CREATE FUNCTION coach_facet_bits(one_on_one boolean, group_coaching boolean, free_training boolean, rating numeric, badge_counts integer[])
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN one_on_one THEN 1 ELSE 0 END) | (CASE WHEN group_coaching THEN 2 ELSE 0 END)
    | (CASE WHEN free_training THEN 4 ELSE 0 END) | (CASE WHEN rating >= 3 THEN 8 ELSE 0 END)
    | (CASE WHEN rating >= 4 THEN 16 ELSE 0 END) | (CASE WHEN rating >= 4.5 THEN 32 ELSE 0 END)
    | (CASE WHEN badge_counts[1] >= 3 THEN 64 ELSE 0 END) | (CASE WHEN badge_counts[2] >= 3 THEN 128 ELSE 0 END)
    | (CASE WHEN badge_counts[3] >= 3 THEN 256 ELSE 0 END) | (CASE WHEN badge_counts[4] >= 3 THEN 512 ELSE 0 END)
    | (CASE WHEN badge_counts[5] >= 3 THEN 1024 ELSE 0 END) | (CASE WHEN badge_counts[6] >= 3 THEN 2048 ELSE 0 END)
    | (CASE WHEN badge_counts[7] >= 3 THEN 4096 ELSE 0 END) | (CASE WHEN badge_counts[8] >= 3 THEN 8192 ELSE 0 END)
$$;
--> statement-breakpoint
CREATE TABLE "facet_combination" (
	"bits" integer PRIMARY KEY NOT NULL,
	"coaches" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_category" ADD COLUMN "facet_bits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "profile_coach_facet_score_idx" ON "profile" USING btree (coach_facet_bits("is_one_on_one", "is_group_coaching", "is_free_training", "rating", "badge_counts"),"score" DESC NULLS FIRST,"id") WHERE "profile"."is_coach" and "profile"."level" <> '20' and "profile"."full_name" <> '' and "profile"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "profile_coach_facet_reviews_idx" ON "profile" USING btree (coach_facet_bits("is_one_on_one", "is_group_coaching", "is_free_training", "rating", "badge_counts"),"review_count" DESC NULLS FIRST,"score" DESC NULLS FIRST,"id") WHERE "profile"."is_coach" and "profile"."level" <> '20' and "profile"."full_name" <> '' and "profile"."deleted_at" is null;--> statement-breakpoint
-- Adds the net change of listed coaches per combination, in the order of its key (no deadlock).
CREATE FUNCTION facet_combinations_add(bits integer[], signs integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO facet_combination AS f (bits, coaches)
  SELECT c.bits, sum(c.sign) FROM unnest(bits, signs) AS c(bits, sign)
  GROUP BY c.bits HAVING sum(c.sign) <> 0
  ORDER BY c.bits
  ON CONFLICT (bits) DO UPDATE SET coaches = f.coaches + excluded.coaches
$$;
--> statement-breakpoint
CREATE FUNCTION facet_combinations_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes integer[]; signs integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(coach_facet_bits(n.is_one_on_one, n.is_group_coaching, n.is_free_training, n.rating, n.badge_counts)),
           array_agg(1)
      INTO changes, signs
      FROM new_rows n WHERE search_listed(n.is_coach, n.level, n.full_name, n.deleted_at);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(coach_facet_bits(o.is_one_on_one, o.is_group_coaching, o.is_free_training, o.rating, o.badge_counts)),
           array_agg(-1)
      INTO changes, signs
      FROM old_rows o WHERE search_listed(o.is_coach, o.level, o.full_name, o.deleted_at);
  ELSE
    WITH pairs AS (
      SELECT coach_facet_bits(o.is_one_on_one, o.is_group_coaching, o.is_free_training, o.rating, o.badge_counts) AS old_bits,
             coach_facet_bits(n.is_one_on_one, n.is_group_coaching, n.is_free_training, n.rating, n.badge_counts) AS new_bits,
             search_listed(o.is_coach, o.level, o.full_name, o.deleted_at) AS old_listed,
             search_listed(n.is_coach, n.level, n.full_name, n.deleted_at) AS new_listed
      FROM old_rows o JOIN new_rows n ON n.id = o.id
    ), moves AS (
      SELECT old_bits AS bits, -1 AS sign FROM pairs WHERE old_listed AND NOT (new_listed AND new_bits = old_bits)
      UNION ALL
      SELECT new_bits, 1 FROM pairs WHERE new_listed AND NOT (old_listed AND new_bits = old_bits)
    )
    SELECT array_agg(bits), array_agg(sign) INTO changes, signs FROM moves;
  END IF;
  IF changes IS NOT NULL THEN
    PERFORM facet_combinations_add(changes, signs);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profile_facets_inserted AFTER INSERT ON profile
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_combinations_count();
--> statement-breakpoint
CREATE TRIGGER profile_facets_deleted AFTER DELETE ON profile
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_combinations_count();
--> statement-breakpoint
CREATE TRIGGER profile_facets_updated AFTER UPDATE ON profile
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_combinations_count();
--> statement-breakpoint
-- Rebuilds the counts from the profiles: for bulk loads that ran without triggers.
CREATE FUNCTION facet_combinations_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM facet_combination;
  INSERT INTO facet_combination (bits, coaches)
  SELECT coach_facet_bits(is_one_on_one, is_group_coaching, is_free_training, rating, badge_counts), count(*)
  FROM profile WHERE search_listed(is_coach, level, full_name, deleted_at) GROUP BY 1;
$$;
--> statement-breakpoint
SELECT facet_combinations_rebuild();
--> statement-breakpoint
-- The seats copy the bits as they copy the score (migration 0012).
CREATE OR REPLACE FUNCTION profile_category_listing_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  SELECT score, review_count, search_listed(is_coach, level, full_name, deleted_at) AS listed,
         coach_facet_bits(is_one_on_one, is_group_coaching, is_free_training, rating, badge_counts) AS facet_bits INTO p
    FROM profile WHERE id = NEW.profile_id FOR SHARE;
  -- Without the profile, the foreign key refuses the row with its own message.
  IF FOUND THEN
    NEW.score := p.score;
    NEW.review_count := p.review_count;
    NEW.listed := p.listed;
    NEW.facet_bits := p.facet_bits;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_listing_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profile_category
  SET score = NEW.score, review_count = NEW.review_count,
      listed = search_listed(NEW.is_coach, NEW.level, NEW.full_name, NEW.deleted_at),
      facet_bits = coach_facet_bits(NEW.is_one_on_one, NEW.is_group_coaching, NEW.is_free_training, NEW.rating, NEW.badge_counts)
  WHERE profile_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER profile_listing_copied ON profile;--> statement-breakpoint
CREATE TRIGGER profile_listing_copied
  AFTER UPDATE OF score, review_count, is_coach, level, full_name, deleted_at,
    is_one_on_one, is_group_coaching, is_free_training, rating, badge_counts ON profile
  FOR EACH ROW
  WHEN (OLD.score IS DISTINCT FROM NEW.score OR OLD.review_count IS DISTINCT FROM NEW.review_count
    OR search_listed(OLD.is_coach, OLD.level, OLD.full_name, OLD.deleted_at)
       IS DISTINCT FROM search_listed(NEW.is_coach, NEW.level, NEW.full_name, NEW.deleted_at)
    OR coach_facet_bits(OLD.is_one_on_one, OLD.is_group_coaching, OLD.is_free_training, OLD.rating, OLD.badge_counts)
       IS DISTINCT FROM coach_facet_bits(NEW.is_one_on_one, NEW.is_group_coaching, NEW.is_free_training, NEW.rating, NEW.badge_counts))
  EXECUTE FUNCTION profile_listing_copy();
--> statement-breakpoint
-- Existing seats. The niche-text trigger is off meanwhile: no seat changes its niche here.
ALTER TABLE "profile_category" DISABLE TRIGGER "profile_category_updated";--> statement-breakpoint
UPDATE "profile_category" pc
SET facet_bits = coach_facet_bits(p.is_one_on_one, p.is_group_coaching, p.is_free_training, p.rating, p.badge_counts)
FROM "profile" p WHERE p.id = pc.profile_id;--> statement-breakpoint
ALTER TABLE "profile_category" ENABLE TRIGGER "profile_category_updated";
