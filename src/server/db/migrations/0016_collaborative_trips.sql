CREATE TABLE "trip_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_presence" (
	"connection_id" text PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD COLUMN "voice_memo_created_by" integer;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_activity" ADD CONSTRAINT "trip_activity_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_activity" ADD CONSTRAINT "trip_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_presence" ADD CONSTRAINT "trip_presence_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_presence" ADD CONSTRAINT "trip_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_activity_trip_idx" ON "trip_activity" USING btree ("trip_id","at");--> statement-breakpoint
CREATE INDEX "trip_presence_trip_idx" ON "trip_presence" USING btree ("trip_id");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_voice_memo_created_by_users_id_fk" FOREIGN KEY ("voice_memo_created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Everything added before attribution was added by the trip's owner.
UPDATE "trip_stops" SET "created_by" = "trips"."user_id",
  "voice_memo_created_by" = CASE WHEN "trip_stops"."voice_memo_filename" IS NULL THEN NULL ELSE "trips"."user_id" END
  FROM "trips" WHERE "trips"."id" = "trip_stops"."trip_id";--> statement-breakpoint
UPDATE "photos" SET "created_by" = "trips"."user_id" FROM "trips" WHERE "trips"."id" = "photos"."trip_id";
