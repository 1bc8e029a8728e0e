-- The life area "relationships" becomes "social": JSON:API forbids an attribute member named
-- "relationships" (issue 11). Stored answers and life-area values move to the new key.
UPDATE "checkups" SET "answers" = ("answers" - 'relationships') || jsonb_build_object('social', "answers" -> 'relationships') WHERE "answers" ? 'relationships';--> statement-breakpoint
UPDATE "checkups" SET "life_areas" = ("life_areas" - 'relationships') || jsonb_build_object('social', "life_areas" -> 'relationships') WHERE "life_areas" ? 'relationships';--> statement-breakpoint
-- The insights cache (modules/insights/cache.ts) lives in each server's memory for a minute and
-- is keyed by users.results_version: the bump makes any instance still running read the migrated
-- rows afresh. No other table or cache holds life-area keys (a check-up in progress lives in the
-- browser tab; the web app renames the key when it reads it).
UPDATE "users" SET "results_version" = "results_version" + 1;
