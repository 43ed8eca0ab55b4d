CREATE TABLE "coach_day_stat" (
	"coach_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"search_impressions" integer DEFAULT 0 NOT NULL,
	"niche_impressions" integer DEFAULT 0 NOT NULL,
	"website_clicks" integer DEFAULT 0 NOT NULL,
	"social_clicks" integer DEFAULT 0 NOT NULL,
	"video_clicks" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coach_day_stat_coach_id_day_pk" PRIMARY KEY("coach_id","day")
);
--> statement-breakpoint
ALTER TABLE "coach_day_stat" ADD CONSTRAINT "coach_day_stat_coach_id_profile_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_day_stat_day_idx" ON "coach_day_stat" USING btree ("day");