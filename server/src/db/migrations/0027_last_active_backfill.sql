-- Issue 31: administrators' member lists show the week of each person's last sign-in or check-up
-- (users.last_active_at, added empty by 0024). Accounts active before it was kept get it from
-- what the database still holds: their latest check-up and their latest session's start.
UPDATE "users" u SET "last_active_at" = a.at
FROM (
  SELECT user_id, max(at) AS at FROM (
    SELECT user_id, completed_at AS at FROM "checkups"
    UNION ALL
    SELECT user_id, created_at AS at FROM "sessions"
  ) activity GROUP BY user_id
) a
WHERE a.user_id = u.id AND u."last_active_at" IS NULL;
