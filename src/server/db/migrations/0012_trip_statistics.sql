CREATE TABLE "trip_stats" (
	"trip_id" integer PRIMARY KEY NOT NULL,
	"content_version" integer NOT NULL,
	"distance_miles" double precision NOT NULL,
	"distance_source" text NOT NULL,
	"stops" integer NOT NULL,
	"photos" integer NOT NULL,
	"voice_memos" integer NOT NULL,
	"countries" jsonb NOT NULL,
	"regions" jsonb NOT NULL,
	"days" jsonb NOT NULL,
	"top_place" jsonb,
	"cells" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_stats" ADD CONSTRAINT "trip_stats_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;