DROP INDEX "trips_public_token_idx";--> statement-breakpoint
ALTER TABLE "trips" DROP COLUMN "public_token";