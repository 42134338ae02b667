CREATE TABLE "photo_search_words" (
	"user_id" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "photo_search_words_user_id_word_pk" PRIMARY KEY("user_id","word")
);
--> statement-breakpoint
DROP INDEX "photos_search_words_trgm_idx";--> statement-breakpoint
DROP INDEX "photos_place_words_trgm_idx";--> statement-breakpoint
ALTER TABLE "photo_search_words" ADD CONSTRAINT "photo_search_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_search_words_trgm_idx" ON "photo_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of a photo's search fields (three characters or more, not numbers, no punctuation: what to_tsquery
-- reads back as itself) join its owner's list. In order, so that two photos saved at once cannot deadlock.
CREATE FUNCTION "remember_photo_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."search_document" IS NOT DISTINCT FROM OLD."search_document"
    AND NEW."place_document" IS NOT DISTINCT FROM OLD."place_document" THEN
    RETURN NULL;
  END IF;
  INSERT INTO "photo_search_words" ("user_id", "word")
    SELECT DISTINCT t."user_id", w.word
    FROM "trips" t,
      unnest(tsvector_to_array(coalesce(NEW."search_document", '') || coalesce(NEW."place_document", ''))) AS w(word)
    WHERE t."id" = NEW."trip_id" AND length(w.word) >= 3 AND w.word ~ '[^0-9]' AND w.word !~ '[[:punct:][:space:]]'
    ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "photos_remember_search_words" AFTER INSERT OR UPDATE ON "photos"
  FOR EACH ROW EXECUTE FUNCTION "remember_photo_search_words"();--> statement-breakpoint
INSERT INTO "photo_search_words" ("user_id", "word")
  SELECT DISTINCT t."user_id", w.word
  FROM "photos" p JOIN "trips" t ON t."id" = p."trip_id",
    unnest(tsvector_to_array(coalesce(p."search_document", '') || coalesce(p."place_document", ''))) AS w(word)
  WHERE length(w.word) >= 3 AND w.word ~ '[^0-9]' AND w.word !~ '[[:punct:][:space:]]'
  ON CONFLICT DO NOTHING;
