-- Servers keep the rows every request reads (sessions with their user, share links with their trip and owner,
-- trips) in memory. Any change to those rows, whoever makes it, announces `kind:id` to every server when it
-- commits, and they forget what they kept of it. Arguments: the kind, the column naming the id, and columns
-- whose changes alone are not worth announcing (a link's opening counters).
CREATE FUNCTION "announce_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  ignored text[] := TG_ARGV[2:];
  tag text;
BEGIN
  IF TG_OP = 'UPDATE' AND (old_row - ignored) = (new_row - ignored) THEN
    RETURN NULL;
  END IF;
  FOR tag IN SELECT DISTINCT TG_ARGV[0] || ':' || (r ->> TG_ARGV[1]) FROM unnest(ARRAY[old_row, new_row]) AS r
    WHERE r IS NOT NULL
  LOOP
    PERFORM pg_notify('roadbook_events', json_build_object('topic', 'rows-changed', 'data', tag)::text);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Emptying a whole table (an operator's TRUNCATE) tells every server to forget everything it kept.
CREATE FUNCTION "announce_table_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('roadbook_events', json_build_object('topic', 'rows-changed', 'data', '*')::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_announced" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "announce_row_change"('user', 'id');--> statement-breakpoint
CREATE TRIGGER "sessions_announced" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "announce_row_change"('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER "trips_announced" AFTER UPDATE OR DELETE ON "trips"
  FOR EACH ROW EXECUTE FUNCTION "announce_row_change"('trip', 'id');--> statement-breakpoint
CREATE TRIGGER "trip_shares_announced" AFTER UPDATE OR DELETE ON "trip_shares"
  FOR EACH ROW EXECUTE FUNCTION "announce_row_change"('trip', 'trip_id', 'open_count', 'last_opened_at');--> statement-breakpoint
CREATE TRIGGER "users_emptied" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_emptied"();--> statement-breakpoint
CREATE TRIGGER "sessions_emptied" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_emptied"();--> statement-breakpoint
CREATE TRIGGER "trips_emptied" AFTER TRUNCATE ON "trips"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_emptied"();--> statement-breakpoint
CREATE TRIGGER "trip_shares_emptied" AFTER TRUNCATE ON "trip_shares"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_emptied"();
