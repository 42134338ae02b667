-- Making a photo's copy without metadata and its thumbnail (`shared_filename`, `thumbnail_made`) changes nothing a
-- reader is shown: such an update keeps its trip's version, and what readers and caches hold of the trip stays
-- good. Any other change to a photo raises the version of its trip (both trips, when it moves) as before.
CREATE FUNCTION "raise_content_version_of_changed_photos_trips"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "trips" SET "content_version" = "content_version" + 1
    WHERE "id" IN (
      SELECT n."trip_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
        WHERE (to_jsonb(n) - 'shared_filename' - 'thumbnail_made')
          IS DISTINCT FROM (to_jsonb(o) - 'shared_filename' - 'thumbnail_made')
      UNION
      SELECT o."trip_id" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
        WHERE o."trip_id" <> n."trip_id"
    );
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "photos_updated" ON "photos";--> statement-breakpoint
CREATE TRIGGER "photos_updated" AFTER UPDATE ON "photos"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version_of_changed_photos_trips"();
