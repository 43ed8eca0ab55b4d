-- Coach insights (decision 0076): a coach's percentile in a niche sums the views of the period for
-- each of the niche's coaches (~20,000 at a million). The key (coach_id, day) finds a coach's rows,
-- but they lie a day apart in the heap, one page each; with the views in the index the sums are
-- read from the index alone. Written by hand: drizzle cannot declare INCLUDE.
CREATE INDEX "coach_day_stat_views_idx" ON "coach_day_stat" USING btree ("coach_id", "day") INCLUDE ("views");
