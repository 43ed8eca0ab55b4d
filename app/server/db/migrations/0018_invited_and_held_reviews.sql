CREATE TABLE "review_invitation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"review_id" uuid,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "review_invitation_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "source" text DEFAULT 'organic' NOT NULL;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_invitation" ADD CONSTRAINT "review_invitation_coach_id_profile_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitation" ADD CONSTRAINT "review_invitation_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_invitation_coach_idx" ON "review_invitation" USING btree ("coach_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_invitation_email_idx" ON "review_invitation" USING btree ("coach_id","email");--> statement-breakpoint
CREATE INDEX "review_held_idx" ON "review" USING btree ("held_at") WHERE held_at is not null;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_source" CHECK (source in ('organic', 'invited'));