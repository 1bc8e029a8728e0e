CREATE TABLE "content_revision" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_revision_single_row" CHECK ("content_revision"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "content_items_search_idx";--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(case when language = 'fr' then 'french'::regconfig else 'english'::regconfig end, coalesce(title, '')), 'A') || setweight(to_tsvector(case when language = 'fr' then 'french'::regconfig else 'english'::regconfig end, coalesce(summary, '')), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "content_items_published_idx" ON "content_items" USING btree ("kind","published_at" DESC NULLS FIRST,"id") WHERE "content_items"."state" = 'published';--> statement-breakpoint
CREATE INDEX "content_items_search_en_idx" ON "content_items" USING gin ("search") WITH (fastupdate=off) WHERE "content_items"."language" = 'en';--> statement-breakpoint
CREATE INDEX "content_items_search_fr_idx" ON "content_items" USING gin ("search") WITH (fastupdate=off) WHERE "content_items"."language" = 'fr';--> statement-breakpoint
-- Hand-written (drizzle-kit does not generate triggers): the one revision row, moved by every
-- change to the content or its topics (schema/content.ts, contentRevision). Deferred to the
-- commit, so the row is locked last and briefly: two transactions that change the same items in
-- turn (an item and its translation) cannot deadlock on it.
INSERT INTO "content_revision" ("id", "value") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "content_revision_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_revision" SET "value" = "value" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "content_items_revision" AFTER INSERT OR UPDATE OR DELETE ON "content_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "content_revision_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "content_topics_revision" AFTER INSERT OR UPDATE OR DELETE ON "content_topics"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "content_revision_bump"();
