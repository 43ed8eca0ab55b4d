CREATE TABLE "coach_place" (
	"city" text NOT NULL,
	"state" text NOT NULL,
	"coaches" integer NOT NULL,
	CONSTRAINT "coach_place_city_state_pk" PRIMARY KEY("city","state")
);
--> statement-breakpoint
CREATE INDEX "coach_place_city_trgm_idx" ON "coach_place" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coach_place_state_trgm_idx" ON "coach_place" USING gin ("state" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profile_coach_place_score_idx" ON "profile" USING btree (coalesce("city", ''),coalesce("state", ''),"score" DESC NULLS FIRST,"id") WHERE "profile"."is_coach" and "profile"."level" <> '20' and "profile"."full_name" <> '' and "profile"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "profile_coach_place_reviews_idx" ON "profile" USING btree (coalesce("city", ''),coalesce("state", ''),"review_count" DESC NULLS FIRST,"score" DESC NULLS FIRST,"id") WHERE "profile"."is_coach" and "profile"."level" <> '20' and "profile"."full_name" <> '' and "profile"."deleted_at" is null;--> statement-breakpoint
-- Adds the net change of listed coaches per place, in the order of its key (no deadlock).
CREATE FUNCTION coach_places_add(cities text[], states text[], signs integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO coach_place AS p (city, state, coaches)
  SELECT c.city, c.state, sum(c.sign) FROM unnest(cities, states, signs) AS c(city, state, sign)
  GROUP BY c.city, c.state HAVING sum(c.sign) <> 0
  ORDER BY c.city, c.state
  ON CONFLICT (city, state) DO UPDATE SET coaches = p.coaches + excluded.coaches
$$;
--> statement-breakpoint
CREATE FUNCTION coach_places_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE cities text[]; states text[]; signs integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(coalesce(n.city, '')), array_agg(coalesce(n.state, '')), array_agg(1)
      INTO cities, states, signs
      FROM new_rows n WHERE search_listed(n.is_coach, n.level, n.full_name, n.deleted_at);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(coalesce(o.city, '')), array_agg(coalesce(o.state, '')), array_agg(-1)
      INTO cities, states, signs
      FROM old_rows o WHERE search_listed(o.is_coach, o.level, o.full_name, o.deleted_at);
  ELSE
    WITH pairs AS (
      SELECT coalesce(o.city, '') AS old_city, coalesce(o.state, '') AS old_state,
             coalesce(n.city, '') AS new_city, coalesce(n.state, '') AS new_state,
             search_listed(o.is_coach, o.level, o.full_name, o.deleted_at) AS old_listed,
             search_listed(n.is_coach, n.level, n.full_name, n.deleted_at) AS new_listed
      FROM old_rows o JOIN new_rows n ON n.id = o.id
    ), moved AS (
      SELECT * FROM pairs
      WHERE old_listed <> new_listed OR (new_listed AND (old_city, old_state) <> (new_city, new_state))
    ), moves AS (
      SELECT old_city AS city, old_state AS state, -1 AS sign FROM moved WHERE old_listed
      UNION ALL
      SELECT new_city, new_state, 1 FROM moved WHERE new_listed
    )
    SELECT array_agg(city), array_agg(state), array_agg(sign) INTO cities, states, signs FROM moves;
  END IF;
  IF cities IS NOT NULL THEN
    PERFORM coach_places_add(cities, states, signs);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profile_places_inserted AFTER INSERT ON profile
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION coach_places_count();
--> statement-breakpoint
CREATE TRIGGER profile_places_deleted AFTER DELETE ON profile
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION coach_places_count();
--> statement-breakpoint
CREATE TRIGGER profile_places_updated AFTER UPDATE ON profile
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION coach_places_count();
--> statement-breakpoint
-- Rebuilds the counts from the profiles: for bulk loads that ran without triggers.
CREATE FUNCTION coach_places_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM coach_place;
  INSERT INTO coach_place (city, state, coaches)
  SELECT coalesce(city, ''), coalesce(state, ''), count(*)
  FROM profile WHERE search_listed(is_coach, level, full_name, deleted_at) GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT coach_places_rebuild();
