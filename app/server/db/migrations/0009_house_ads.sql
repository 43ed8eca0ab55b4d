CREATE TABLE "house_ad" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"headline" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_url" text,
	"target" text NOT NULL,
	"zones" text[] NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"active_from" timestamp with time zone,
	"active_until" timestamp with time zone,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_ad_weight_range" CHECK ("house_ad"."weight" between 1 and 1000),
	CONSTRAINT "house_ad_target_allowed" CHECK (("house_ad"."target" ~ '^/([^/]|$)' or "house_ad"."target" ~ '^https://[^/@?#]+([/?#]|$)') and strpos("house_ad"."target", chr(92)) = 0 and "house_ad"."target" !~ '[[:space:]]' and length("house_ad"."target") <= 500),
	CONSTRAINT "house_ad_image_allowed" CHECK ("house_ad"."image_url" is null or (("house_ad"."image_url" ~ '^/[^/]' or "house_ad"."image_url" ~ '^https://[^/@?#]+/') and strpos("house_ad"."image_url", chr(92)) = 0 and "house_ad"."image_url" !~ '[[:space:]]')),
	CONSTRAINT "house_ad_zones_valid" CHECK (cardinality("house_ad"."zones") > 0 and "house_ad"."zones" <@ array['signed-out', 'level1', 'level2', 'level3', 'level4', 'level5']::text[]),
	CONSTRAINT "house_ad_dates_ordered" CHECK ("house_ad"."active_until" is null or "house_ad"."active_from" is null or "house_ad"."active_from" < "house_ad"."active_until")
);
