-- Simultaneous requests could make duplicates before these rules had indexes: keep the first of each.
DELETE FROM "trip_shares" s USING "trip_shares" k
  WHERE s."trip_id" = k."trip_id" AND s."shared_with_id" = k."shared_with_id" AND s."id" > k."id";--> statement-breakpoint
DELETE FROM "trip_shares" s USING "trip_shares" k
  WHERE s."trip_id" = k."trip_id" AND lower(s."shared_with_email") = lower(k."shared_with_email") AND s."id" > k."id";--> statement-breakpoint
-- Of several public links, the one the trip shows stays (else the first).
DELETE FROM "trip_shares" s USING "trips" t
  WHERE s."trip_id" = t."id" AND s."shared_with_id" IS NULL AND s."shared_with_email" IS NULL
    AND EXISTS (
      SELECT 1 FROM "trip_shares" o
      WHERE o."trip_id" = s."trip_id" AND o."id" <> s."id" AND o."shared_with_id" IS NULL AND o."shared_with_email" IS NULL
        AND (coalesce(t."share_url" LIKE '%/' || o."invite_token", false) > coalesce(t."share_url" LIKE '%/' || s."invite_token", false)
          OR (coalesce(t."share_url" LIKE '%/' || o."invite_token", false) = coalesce(t."share_url" LIKE '%/' || s."invite_token", false)
            AND o."id" < s."id")));--> statement-breakpoint
CREATE UNIQUE INDEX "trip_shares_trip_user_unique" ON "trip_shares" USING btree ("trip_id","shared_with_id") WHERE "trip_shares"."shared_with_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_shares_trip_email_unique" ON "trip_shares" USING btree ("trip_id",lower("shared_with_email")) WHERE "trip_shares"."shared_with_email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_shares_public_link_unique" ON "trip_shares" USING btree ("trip_id") WHERE "trip_shares"."shared_with_id" is null and "trip_shares"."shared_with_email" is null;