CREATE TABLE "coach_digest" (
	"coach_id" uuid NOT NULL,
	"week" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_digest_coach_id_week_pk" PRIMARY KEY("coach_id","week")
);
--> statement-breakpoint
ALTER TABLE "payment_event" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "digest_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coach_digest" ADD CONSTRAINT "coach_digest_coach_id_profile_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;