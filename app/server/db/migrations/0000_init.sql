CREATE TABLE "auth_account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"impersonated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth_verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badge" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "badge_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "banner_preference" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_google_banner" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banner_preference_single_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"search_name" text NOT NULL,
	"group_name" text NOT NULL,
	"tier" text NOT NULL,
	"nav_position" smallint,
	CONSTRAINT "category_name_unique" UNIQUE("name"),
	CONSTRAINT "category_slug_unique" UNIQUE("slug"),
	CONSTRAINT "category_nav_position_unique" UNIQUE("group_name","nav_position"),
	CONSTRAINT "category_group_valid" CHECK (group_name in ('Business', 'Life', 'Relationship', 'Health', 'Fitness', 'More', 'Influencers')),
	CONSTRAINT "category_tier_valid" CHECK (tier in ('alternative', 'standard', 'premium'))
);
--> statement-breakpoint
CREATE TABLE "claim" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_status_valid" CHECK (status in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "contact_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"profile_id" uuid,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_message_kind_valid" CHECK (kind in ('site', 'coach'))
);
--> statement-breakpoint
CREATE TABLE "plan" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"charges_cents" integer NOT NULL,
	"regular_cents" integer NOT NULL,
	"interval" text NOT NULL,
	"description" text NOT NULL,
	"features" text[] DEFAULT '{}' NOT NULL,
	"stripe_plan" text,
	"position" smallint NOT NULL,
	CONSTRAINT "plan_kind_valid" CHECK (kind in ('standard', 'advertising')),
	CONSTRAINT "plan_interval_valid" CHECK (interval in ('year', '30 days')),
	CONSTRAINT "plan_charges_valid" CHECK (charges_cents >= 0 and regular_cents >= charges_cents)
);
--> statement-breakpoint
CREATE TABLE "profile_category" (
	"profile_id" uuid NOT NULL,
	"seat" smallint NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "profile_category_profile_id_seat_pk" PRIMARY KEY("profile_id","seat"),
	CONSTRAINT "profile_category_once" UNIQUE("profile_id","category_id"),
	CONSTRAINT "profile_category_seat_range" CHECK (seat between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "profile_note" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"email" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"photo_link" text,
	"location" text,
	"city" text,
	"state" text,
	"zip" text,
	"address" text,
	"phone" text,
	"website" text,
	"fb_profile_page" text,
	"fb_business_page" text,
	"linked_in" text,
	"about_me" text DEFAULT '' NOT NULL,
	"video_link" text,
	"training_video_links" text[] DEFAULT '{}' NOT NULL,
	"story_video_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_one_on_one" boolean DEFAULT false NOT NULL,
	"is_group_coaching" boolean DEFAULT false NOT NULL,
	"is_free_training" boolean DEFAULT false NOT NULL,
	"is_coach" boolean DEFAULT false NOT NULL,
	"is_claimed" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"level" text DEFAULT 'level1' NOT NULL,
	"add_on_level" text,
	"featured_category_id" integer,
	"four_month_subscription" boolean DEFAULT false NOT NULL,
	"account_type" text,
	"affiliate_id" text,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"badge_counts" integer[] DEFAULT '{0,0,0,0,0,0,0,0}' NOT NULL,
	"score" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "profile_level_valid" CHECK (level in ('level1', 'level2', 'level3', 'level4', 'level5', 'level6alt', 'level6standard', 'level6premium', '20')),
	CONSTRAINT "profile_add_on_level_valid" CHECK (add_on_level is null or add_on_level in ('level6alt', 'level6standard', 'level6premium')),
	CONSTRAINT "profile_account_type_valid" CHECK (account_type is null or account_type in ('user', 'coach')),
	CONSTRAINT "profile_training_videos_max" CHECK (cardinality(training_video_links) <= 5),
	CONSTRAINT "profile_story_videos_max" CHECK (jsonb_typeof(story_video_links) = 'array' and jsonb_array_length(story_video_links) <= 3),
	CONSTRAINT "profile_rating_range" CHECK (rating >= 0 and rating <= 5),
	CONSTRAINT "profile_score_range" CHECK (score between 0 and 100),
	CONSTRAINT "profile_badge_counts_shape" CHECK (cardinality(badge_counts) = 8)
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"comment" text NOT NULL,
	"badge_ids" smallint[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_one_per_author" UNIQUE("coach_id","author_id"),
	CONSTRAINT "review_not_self" CHECK (coach_id <> author_id),
	CONSTRAINT "review_rating_half_steps" CHECK (rating between 1 and 5 and rating * 2 = floor(rating * 2)),
	CONSTRAINT "review_badges_max" CHECK (cardinality(badge_ids) <= 3),
	CONSTRAINT "review_badges_known" CHECK (badge_ids <@ '{1,2,3,4,5,6,7,8}'::smallint[]),
	CONSTRAINT "review_comment_present" CHECK (length(btrim(comment)) > 0)
);
--> statement-breakpoint
CREATE TABLE "sponsored_slot" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"seat" smallint NOT NULL,
	"profile_id" uuid NOT NULL,
	"subscription_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "sponsored_slot_seat" UNIQUE("category_id","seat"),
	CONSTRAINT "sponsored_slot_once" UNIQUE("category_id","profile_id"),
	CONSTRAINT "sponsored_slot_seat_range" CHECK (seat between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "subscription" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"featured_category_id" integer,
	"four_month_subscription" boolean DEFAULT false NOT NULL,
	"checkout_session_id" text,
	"provider_subscription_id" text,
	"started_at" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "subscription_status_valid" CHECK (status in ('pending', 'active', 'canceled', 'expired')),
	CONSTRAINT "subscription_categories_max" CHECK (cardinality(category_ids) <= 3)
);
--> statement-breakpoint
ALTER TABLE "auth_account" ADD CONSTRAINT "auth_account_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim" ADD CONSTRAINT "claim_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim" ADD CONSTRAINT "claim_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim" ADD CONSTRAINT "claim_decided_by_auth_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_category" ADD CONSTRAINT "profile_category_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_category" ADD CONSTRAINT "profile_category_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_note" ADD CONSTRAINT "profile_note_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_featured_category_id_category_id_fk" FOREIGN KEY ("featured_category_id") REFERENCES "public"."category"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_coach_id_profile_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_author_id_profile_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsored_slot" ADD CONSTRAINT "sponsored_slot_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsored_slot" ADD CONSTRAINT "sponsored_slot_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsored_slot" ADD CONSTRAINT "sponsored_slot_subscription_id_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscription"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_plan_id_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_featured_category_id_category_id_fk" FOREIGN KEY ("featured_category_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_account_user_idx" ON "auth_account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_session_user_idx" ON "auth_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verification_identifier_idx" ON "auth_verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "claim_profile_idx" ON "claim" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profile_category_category_idx" ON "profile_category" USING btree ("category_id","profile_id");--> statement-breakpoint
CREATE INDEX "profile_coach_score_idx" ON "profile" USING btree ("is_coach","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profile_email_idx" ON "profile" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "review_coach_created_idx" ON "review" USING btree ("coach_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_author_idx" ON "review" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "subscription_profile_idx" ON "subscription" USING btree ("profile_id");