ALTER TABLE "trips" ADD COLUMN "cover_photo_id" integer;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_cover_photo_id_photos_id_fk" FOREIGN KEY ("cover_photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_cover_photo_idx" ON "trips" USING btree ("cover_photo_id");