CREATE TABLE "admin_action" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"profile_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription" DROP CONSTRAINT "subscription_provider_valid";--> statement-breakpoint
DROP INDEX "profile_coach_score_idx";--> statement-breakpoint
ALTER TABLE "claim" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_action" ADD CONSTRAINT "admin_action_actor_id_auth_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_action_created_idx" ON "admin_action" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_action_profile_idx" ON "admin_action" USING btree ("profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profile_coach_score_idx" ON "profile" USING btree ("score" DESC NULLS FIRST,"id") WHERE "profile"."is_coach" and "profile"."level" <> '20' and "profile"."full_name" <> '' and "profile"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_provider_valid" CHECK (provider in ('stripe', 'test', 'admin'));