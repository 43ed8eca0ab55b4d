-- A coach's words kept in the profile's row, compressed, rather than in the TOAST table
-- (decision 0089): a list that tests the words of thousands of rows (a place's count) read the
-- TOAST table's index and a page of it for each row whose words had been moved there. Rows written
-- before this keep their words where they are until their next write (or VACUUM FULL profile).
ALTER TABLE "profile" ALTER COLUMN "search_vector" SET STORAGE MAIN;
