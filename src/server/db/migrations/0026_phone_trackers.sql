CREATE TABLE "device_points" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"alt" double precision,
	"acc" double precision,
	"speed" double precision,
	"battery" double precision,
	"trip_id" integer,
	"stop_name" text,
	"departed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"app" text NOT NULL,
	"trip_id" integer,
	"token_hash" text NOT NULL,
	"last_seen_at" timestamp with time zone,
	"point_count" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "trip_shares" ADD COLUMN "show_live_position" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "device_points" ADD CONSTRAINT "device_points_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_points" ADD CONSTRAINT "device_points_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_points_device_time_unique" ON "device_points" USING btree ("device_id","recorded_at",("stop_name" is not null));--> statement-breakpoint
CREATE INDEX "device_points_trip_idx" ON "device_points" USING btree ("trip_id","recorded_at");--> statement-breakpoint
CREATE INDEX "device_points_waiting_idx" ON "device_points" USING btree ("device_id","recorded_at") WHERE "device_points"."trip_id" is null;--> statement-breakpoint
CREATE INDEX "devices_user_idx" ON "devices" USING btree ("user_id");