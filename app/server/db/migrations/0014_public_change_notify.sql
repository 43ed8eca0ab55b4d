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
-- Two triggers a table: any insert or delete, and an update that changes the row.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['profile', 'review', 'profile_category', 'sponsored_slot', 'category', 'banner_preference'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION notify_public_change()',
      t || '_public_change_write', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_public_change()',
      t || '_public_change_update', t);
  END LOOP;
END;
$$;
