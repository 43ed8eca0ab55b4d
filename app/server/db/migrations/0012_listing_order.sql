ALTER TABLE "profile_category" ADD COLUMN "score" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_category" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_category" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A new seat copies its profile. FOR SHARE orders it with a concurrent score change: whichever
-- commits second sees the other's row, so the copy is never left behind.
CREATE FUNCTION profile_category_listing_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  SELECT score, review_count, search_listed(is_coach, level, full_name, deleted_at) AS listed INTO p
    FROM profile WHERE id = NEW.profile_id FOR SHARE;
  -- Without the profile, the foreign key refuses the row with its own message.
  IF FOUND THEN
    NEW.score := p.score;
    NEW.review_count := p.review_count;
    NEW.listed := p.listed;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Every change of a copied value reaches the profile's seats (reviews, edits, deletes, restores, levels).
CREATE FUNCTION profile_listing_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profile_category
  SET score = NEW.score, review_count = NEW.review_count,
      listed = search_listed(NEW.is_coach, NEW.level, NEW.full_name, NEW.deleted_at)
  WHERE profile_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Existing data. The niche-text trigger is off meanwhile: no seat changes its niche here.
ALTER TABLE "profile_category" DISABLE TRIGGER "profile_category_updated";--> statement-breakpoint
UPDATE "profile_category" pc
SET score = p.score, review_count = p.review_count, listed = search_listed(p.is_coach, p.level, p.full_name, p.deleted_at)
FROM "profile" p WHERE p.id = pc.profile_id;--> statement-breakpoint
ALTER TABLE "profile_category" ENABLE TRIGGER "profile_category_updated";--> statement-breakpoint
CREATE TRIGGER profile_category_listing_filled BEFORE INSERT OR UPDATE OF profile_id ON profile_category
  FOR EACH ROW EXECUTE FUNCTION profile_category_listing_fill();
--> statement-breakpoint
CREATE TRIGGER profile_listing_copied AFTER UPDATE OF score, review_count, is_coach, level, full_name, deleted_at ON profile
  FOR EACH ROW
  WHEN (OLD.score IS DISTINCT FROM NEW.score OR OLD.review_count IS DISTINCT FROM NEW.review_count
    OR search_listed(OLD.is_coach, OLD.level, OLD.full_name, OLD.deleted_at)
       IS DISTINCT FROM search_listed(NEW.is_coach, NEW.level, NEW.full_name, NEW.deleted_at))
  EXECUTE FUNCTION profile_listing_copy();
--> statement-breakpoint
CREATE INDEX "profile_category_listing_idx" ON "profile_category" USING btree ("category_id","score" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"profile_id") WHERE "profile_category"."listed";--> statement-breakpoint
CREATE INDEX "profile_category_reviews_idx" ON "profile_category" USING btree ("category_id","review_count" DESC NULLS FIRST,"score" DESC NULLS FIRST,"profile_id") WHERE "profile_category"."listed";
