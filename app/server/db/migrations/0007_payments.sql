CREATE TABLE "payment_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"subscription_id" uuid,
	"invoice_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription" DROP CONSTRAINT "subscription_status_valid";--> statement-breakpoint
ALTER TABLE "sponsored_slot" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsored_slot" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "provider" text DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "affiliate_id" text;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "checkout_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "payment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_subscription_id_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscription"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_event_subscription_idx" ON "payment_event" USING btree ("subscription_id","type");--> statement-breakpoint
ALTER TABLE "sponsored_slot" ADD CONSTRAINT "sponsored_slot_subscription_id_unique" UNIQUE("subscription_id");--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_provider_subscription_id_unique" UNIQUE("provider_subscription_id");--> statement-breakpoint
ALTER TABLE "sponsored_slot" ADD CONSTRAINT "sponsored_slot_status_valid" CHECK (status in ('held', 'active'));--> statement-breakpoint
ALTER TABLE "sponsored_slot" ADD CONSTRAINT "sponsored_slot_hold_expiry" CHECK (status <> 'held' or hold_expires_at is not null);--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_provider_valid" CHECK (provider in ('stripe', 'test'));--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_status_valid" CHECK (status in ('pending', 'active', 'canceled', 'expired', 'failed'));