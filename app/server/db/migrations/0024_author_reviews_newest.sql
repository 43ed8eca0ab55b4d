DROP INDEX "review_author_idx";--> statement-breakpoint
CREATE INDEX "review_author_newest_idx" ON "review" USING btree ("author_id","created_at" DESC NULLS FIRST,"id");