-- Stops were numbered in the order they were added, so a stop added later (or made from a photo) went last
-- whatever its date. Every trip is numbered again by arrival time, as the shared view already showed it;
-- stops without an arrival time go last, in their old order.
UPDATE "trip_stops" s SET "stop_order" = o."position"
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY "trip_id" ORDER BY "arrival_time" ASC NULLS LAST, "stop_order" ASC NULLS LAST, "id"
  ) AS "position"
  FROM "trip_stops"
) o
WHERE s."id" = o."id" AND s."stop_order" IS DISTINCT FROM o."position";
