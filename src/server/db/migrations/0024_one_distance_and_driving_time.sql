-- A route's time moving, kept beside its length so that a trip's driving time is read without its points: time
-- between two timed points at most 30 minutes apart and at least 0.5 m/s, as the statistics count it.
ALTER TABLE "gps_routes" ADD COLUMN "moving_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION pg_temp."point_epoch"(value text) RETURNS double precision LANGUAGE plpgsql AS $$
BEGIN
  RETURN extract(epoch FROM value::timestamptz);
EXCEPTION WHEN others THEN
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE "gps_routes" g SET "moving_seconds" = moved."seconds"
  FROM (
    SELECT steps."id", coalesce(sum(steps."seconds") FILTER (
        WHERE steps."seconds" > 0 AND steps."seconds" <= 1800 AND steps."meters" / steps."seconds" >= 0.5
      ), 0) AS "seconds"
      FROM (
        SELECT r."id",
          p."epoch" - lag(p."epoch") OVER w AS "seconds",
          2 * 6371008.8 * asin(least(1, sqrt(
            sin(radians(p."lat" - lag(p."lat") OVER w) / 2) ^ 2
            + cos(radians(lag(p."lat") OVER w)) * cos(radians(p."lat"))
              * sin(radians(p."lng" - lag(p."lng") OVER w) / 2) ^ 2
          ))) AS "meters"
          FROM "gps_routes" r,
            LATERAL (
              SELECT (e->>'lat')::double precision AS "lat", (e->>'lng')::double precision AS "lng",
                pg_temp."point_epoch"(e->>'time') AS "epoch", n
                FROM jsonb_array_elements(r."route_data") WITH ORDINALITY AS points(e, n)
            ) p
          WINDOW w AS (PARTITION BY r."id" ORDER BY p.n)
      ) steps
      GROUP BY steps."id"
  ) moved
  WHERE moved."id" = g."id";--> statement-breakpoint
DROP FUNCTION pg_temp."point_epoch"(text);
--> statement-breakpoint
-- A trip's distance is the one its replies carry, one decimal, and a typed total is "typed": the figures stored
-- before are worked out again.
UPDATE "trip_stats" SET "distance_source" = CASE "distance_source" WHEN 'entered' THEN 'typed' ELSE "distance_source" END,
  "content_version" = 0;
