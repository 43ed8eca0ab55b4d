ALTER TABLE "contact_message" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_message_due_idx" ON "contact_message" USING btree ("next_attempt_at") WHERE sent_at is null and next_attempt_at is not null;--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_attempts_valid" CHECK (attempts >= 0);