ALTER TABLE "photos" ADD COLUMN "shared_filename" text;--> statement-breakpoint
ALTER TABLE "trip_shares" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trip_shares" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "trip_shares" ADD COLUMN "include_locations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_shares" ADD COLUMN "allow_download" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_shares" ADD COLUMN "last_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trip_shares" ADD COLUMN "open_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "findable_by_name" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_zones" jsonb DEFAULT '[]'::jsonb NOT NULL;