-- Plan specifications as seeded before issue 29 said "Listed in 2 niches" on every plan, and level 5
-- also "Up to 3 categories" and an affiliate line the page repeats with its rate. Rows still as
-- seeded get the corrected lists; a row an operator changed is left alone.
UPDATE "plan" SET "features" = ARRAY['Public coach profile', 'Photo and bio', 'Collect ratings and reviews', 'Listed in up to 2 niches']
WHERE "id" = 'level2' AND "features" = ARRAY['Public coach profile', 'Photo and bio', 'Listed in 2 niches', 'Collect ratings and reviews'];
--> statement-breakpoint
UPDATE "plan" SET "features" = ARRAY['Public coach profile', 'Photo and bio', 'Collect ratings and reviews', 'Listed in up to 3 niches', 'One website link', 'One social media link', 'Up to 3 story videos', 'Delete unwanted comments on your profile']
WHERE "id" = 'level3' AND "features" = ARRAY['Public coach profile', 'Photo and bio', 'Listed in 2 niches', 'Collect ratings and reviews', 'One website link', 'One social media link', 'Up to 3 story videos', 'Delete unwanted comments on your profile'];
--> statement-breakpoint
UPDATE "plan" SET "features" = ARRAY['Public coach profile', 'Photo and bio', 'Collect ratings and reviews', 'Listed in up to 3 niches', 'One website link', 'One social media link', 'Up to 3 story videos', 'Delete unwanted comments on your profile', 'Up to 5 training videos in a carousel']
WHERE "id" = 'level4' AND "features" = ARRAY['Public coach profile', 'Photo and bio', 'Listed in 2 niches', 'Collect ratings and reviews', 'One website link', 'One social media link', 'Up to 3 story videos', 'Delete unwanted comments on your profile', 'Up to 5 training videos in a carousel'];
--> statement-breakpoint
UPDATE "plan" SET "features" = ARRAY['Public coach profile', 'Photo and bio', 'Collect ratings and reviews', 'Listed in up to 3 niches', 'One website link', 'One social media link', 'Up to 3 story videos', 'Delete unwanted comments on your profile', 'Up to 5 training videos in a carousel', 'Receive direct messages by e-mail']
WHERE "id" IN ('level5alt', 'level5standard', 'level5premium') AND "features" = ARRAY['Public coach profile', 'Photo and bio', 'Listed in 2 niches', 'Collect ratings and reviews', 'One website link', 'One social media link', 'Up to 3 story videos', 'Delete unwanted comments on your profile', 'Up to 5 training videos in a carousel', 'Receive direct messages by e-mail', 'Affiliate status with commissions', 'Up to 3 categories'];
