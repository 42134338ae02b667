ALTER TABLE "trips" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Any change to a trip row raises its version, unless the change is the raise itself.
CREATE FUNCTION "raise_trip_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."content_version" = OLD."content_version" THEN
    NEW."content_version" := OLD."content_version" + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "trips_content_version" BEFORE UPDATE ON "trips"
  FOR EACH ROW EXECUTE FUNCTION "raise_trip_content_version"();--> statement-breakpoint
-- A statement that changes stops, photos or a route raises the version of every trip it touched, once.
CREATE FUNCTION "raise_content_version_of_changed_trips"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "trips" SET "content_version" = "content_version" + 1
    WHERE "id" IN (SELECT DISTINCT "trip_id" FROM "changed_rows");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "trip_stops_inserted" AFTER INSERT ON "trip_stops" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version_of_changed_trips"();--> statement-breakpoint
CREATE TRIGGER "trip_stops_updated" AFTER UPDATE ON "trip_stops" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version_of_changed_trips"();--> statement-breakpoint
CREATE TRIGGER "trip_stops_deleted" AFTER DELETE ON "trip_stops" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version_of_changed_trips"();--> statement-breakpoint
CREATE TRIGGER "photos_inserted" AFTER INSERT ON "photos" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version_of_changed_trips"();--> statement-breakpoint
CREATE TRIGGER "photos_updated" AFTER UPDATE ON "photos" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version_of_changed_trips"();--> statement-breakpoint
CREATE TRIGGER "photos_deleted" AFTER DELETE ON "photos" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version_of_changed_trips"();--> statement-breakpoint
CREATE TRIGGER "gps_routes_inserted" AFTER INSERT ON "gps_routes" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version_of_changed_trips"();--> statement-breakpoint
CREATE TRIGGER "gps_routes_updated" AFTER UPDATE ON "gps_routes" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version_of_changed_trips"();--> statement-breakpoint
CREATE TRIGGER "gps_routes_deleted" AFTER DELETE ON "gps_routes" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version_of_changed_trips"();
