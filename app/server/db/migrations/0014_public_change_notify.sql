-- What public pages show changed: a notification on channel public_change, which PostgreSQL
-- delivers only when the transaction commits (a rolled-back or refused write says nothing), and
-- once per transaction however many rows changed. Every process listens and empties its page
-- cache (decision 0061). An UPDATE that changes nothing says nothing.
CREATE OR REPLACE FUNCTION notify_public_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_change', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profile_public_change_write AFTER INSERT OR DELETE ON "profile"
  FOR EACH ROW EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER profile_public_change_update AFTER UPDATE ON "profile"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER review_public_change_write AFTER INSERT OR DELETE ON "review"
  FOR EACH ROW EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER review_public_change_update AFTER UPDATE ON "review"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER profile_category_public_change_write AFTER INSERT OR DELETE ON "profile_category"
  FOR EACH ROW EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER profile_category_public_change_update AFTER UPDATE ON "profile_category"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER sponsored_slot_public_change_write AFTER INSERT OR DELETE ON "sponsored_slot"
  FOR EACH ROW EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER sponsored_slot_public_change_update AFTER UPDATE ON "sponsored_slot"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER category_public_change_write AFTER INSERT OR DELETE ON "category"
  FOR EACH ROW EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER category_public_change_update AFTER UPDATE ON "category"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER banner_preference_public_change_write AFTER INSERT OR DELETE ON "banner_preference"
  FOR EACH ROW EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER banner_preference_public_change_update AFTER UPDATE ON "banner_preference"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_public_change();
