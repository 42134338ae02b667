-- Offline descriptions ended with a set-up hint meant for administrators, which every reader of a shared trip saw.
UPDATE "trip_stops"
SET "ai_description" = replace("ai_description", ' An AI service can be set up for richer descriptions.', '')
WHERE "ai_description_source" = 'offline' AND "ai_description" LIKE '%An AI service can be set up for richer descriptions.%';
