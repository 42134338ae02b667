CREATE TABLE "gps_route_parts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"points" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gps_routes" ADD COLUMN "point_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gps_routes" ADD COLUMN "last_point" jsonb;--> statement-breakpoint
ALTER TABLE "gps_route_parts" ADD CONSTRAINT "gps_route_parts_route_id_gps_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."gps_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gps_route_parts_route_idx" ON "gps_route_parts" USING btree ("route_id","id");--> statement-breakpoint
UPDATE "gps_routes" SET "point_count" = jsonb_array_length("route_data");