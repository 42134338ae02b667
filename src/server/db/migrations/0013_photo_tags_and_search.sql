CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "auto_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "auto_place_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "removed_auto_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "caption_suggestion" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "auto_tagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "search_words" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "place_words" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "place_document" "tsvector";--> statement-breakpoint
CREATE INDEX "photos_search_document_idx" ON "photos" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "photos_place_document_idx" ON "photos" USING gin ("place_document");--> statement-breakpoint
CREATE INDEX "photos_search_words_trgm_idx" ON "photos" USING gin ("search_words" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "photos_place_words_trgm_idx" ON "photos" USING gin ("place_words" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "photos_untagged_idx" ON "photos" USING btree ("id") WHERE "photos"."auto_tagged_at" IS NULL;--> statement-breakpoint
-- What a photo is found by, kept by the database on every insert and update: its words (automatic tags the owner
-- did not remove, the owner's tags, caption, file name, month and year taken) and, apart, its place words
-- (automatic place tags, the place looked up at upload, its stop's name), which privacy zones hide from others.
CREATE FUNCTION "photo_search_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tag_text text := array_to_string(
    ARRAY(SELECT unnest(NEW."auto_tags") EXCEPT SELECT unnest(NEW."removed_auto_tags")) || NEW."tags", ' ');
  name_text text := regexp_replace(regexp_replace(NEW."original_name", '\.[A-Za-z0-9]{1,5}$', ''), '[_.-]+', ' ', 'g');
  date_text text := CASE WHEN NEW."taken_at" IS NULL THEN ''
    ELSE to_char(NEW."taken_at" AT TIME ZONE 'UTC', 'FMmonth YYYY FMmon') END;
  place_text text := concat_ws(' ',
    array_to_string(ARRAY(SELECT unnest(NEW."auto_place_tags") EXCEPT SELECT unnest(NEW."removed_auto_tags")), ' '),
    NEW."location_name",
    (SELECT "name" FROM "trip_stops" WHERE "id" = NEW."stop_id"));
BEGIN
  NEW."search_words" := lower(concat_ws(' ', tag_text, NEW."caption", name_text, date_text));
  NEW."place_words" := lower(place_text);
  NEW."search_document" :=
    setweight(to_tsvector('simple', tag_text), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW."caption", '')), 'B') ||
    setweight(to_tsvector('simple', date_text), 'B') ||
    setweight(to_tsvector('simple', name_text), 'C');
  NEW."place_document" := setweight(to_tsvector('simple', place_text), 'B');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "photos_search_fields" BEFORE INSERT OR UPDATE ON "photos"
  FOR EACH ROW EXECUTE FUNCTION "photo_search_fields"();--> statement-breakpoint
-- A renamed stop renames what its photos are found by.
CREATE FUNCTION "stop_renamed_refresh_photo_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "photos" SET "place_words" = '' WHERE "stop_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "trip_stops_renamed" AFTER UPDATE OF "name" ON "trip_stops"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "stop_renamed_refresh_photo_search"();--> statement-breakpoint
UPDATE "photos" SET "place_words" = '';
