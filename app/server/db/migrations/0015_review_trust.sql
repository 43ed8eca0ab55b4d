CREATE TABLE "review_flag" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid,
	"flagger_id" text,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decision" text,
	CONSTRAINT "review_flag_once" UNIQUE("review_id","flagger_id"),
	CONSTRAINT "review_flag_reason" CHECK (reason in ('not-a-client', 'fake', 'offensive', 'personal-information', 'spam', 'illegal', 'other')),
	CONSTRAINT "review_flag_decision" CHECK (decision in ('keep', 'remove') and decided_at is not null or decision is null)
);
--> statement-breakpoint
CREATE TABLE "review_removal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid,
	"coach_id" uuid NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"removed_by" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"appeal_text" text,
	"appealed_at" timestamp with time zone,
	"outcome" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "review_removal_by" CHECK (removed_by in ('site', 'coach')),
	CONSTRAINT "review_removal_reason" CHECK (reason in ('not-a-client', 'fake', 'offensive', 'personal-information', 'spam', 'illegal', 'other')),
	CONSTRAINT "review_removal_outcome" CHECK (outcome in ('upheld', 'restored') and decided_at is not null or outcome is null)
);
--> statement-breakpoint
CREATE TABLE "review_reply" (
	"review_id" uuid PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "review_reply_text_present" CHECK (length(btrim(text)) > 0)
);
--> statement-breakpoint
ALTER TABLE "review" DROP CONSTRAINT "review_comment_present";--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_flag" ADD CONSTRAINT "review_flag_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flag" ADD CONSTRAINT "review_flag_flagger_id_auth_user_id_fk" FOREIGN KEY ("flagger_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_removal" ADD CONSTRAINT "review_removal_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_removal" ADD CONSTRAINT "review_removal_coach_id_profile_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_removal" ADD CONSTRAINT "review_removal_actor_id_auth_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reply" ADD CONSTRAINT "review_reply_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_flag_open_idx" ON "review_flag" USING btree ("created_at") WHERE decided_at is null;--> statement-breakpoint
CREATE INDEX "review_flag_created_idx" ON "review_flag" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "review_removal_coach_idx" ON "review_removal" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "review_removal_review_idx" ON "review_removal" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "review_removal_created_idx" ON "review_removal" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "review_removal_appeal_idx" ON "review_removal" USING btree ("appealed_at") WHERE appealed_at is not null and outcome is null;--> statement-breakpoint
CREATE INDEX "review_created_idx" ON "review" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_comment_present" CHECK (length(btrim(comment)) > 0 or removed_at is not null);--> statement-breakpoint
-- A reply and a removal change what coach pages show (the reply, the public moderation record).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['review_reply', 'review_removal'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION notify_public_change()',
      t || '_public_change_write', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_public_change()',
      t || '_public_change_update', t);
  END LOOP;
END;
$$;
