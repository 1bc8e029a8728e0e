ALTER TABLE "user_tokens" ADD COLUMN "browser_hash" text;
