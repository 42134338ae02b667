DROP INDEX "photos_untagged_idx";--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "auto_tag_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "photos_auto_tag_version_idx" ON "photos" USING btree ("auto_tag_version","id");--> statement-breakpoint
-- Photos tagged before are of the first tagger's making; those in the United States are tagged again, which names
-- their state in full ("utah" beside "ut"). Others would come out the same, so they count as tagged by this one.
UPDATE "photos" SET "auto_tag_version" = CASE WHEN 'united states' = ANY("auto_place_tags") THEN 1 ELSE 2 END
  WHERE "auto_tagged_at" IS NOT NULL;
