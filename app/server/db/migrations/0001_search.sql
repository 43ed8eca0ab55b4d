CREATE TABLE "search_word" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "profile_coach_score_idx";--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "category_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "search_key" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', full_name), 'A') || setweight(to_tsvector('english', category_text), 'B') || setweight(to_tsvector('english', coalesce(location, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', full_name), 'A') || setweight(to_tsvector('english', category_text), 'B') || setweight(to_tsvector('english', coalesce(location, '')), 'C') || setweight(to_tsvector('english', about_me), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "profile_search_idx" ON "profile" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "profile_search_key_idx" ON "profile" USING gin ("search_key");--> statement-breakpoint
CREATE INDEX "profile_coach_score_idx" ON "profile" USING btree ("score" DESC NULLS FIRST,"id") WHERE is_coach;