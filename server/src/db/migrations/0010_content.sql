CREATE TABLE "bookmarks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookmarks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"user_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"organization_id" bigint,
	"author_id" bigint,
	"language" text NOT NULL,
	"state" text DEFAULT 'unpublished' NOT NULL,
	"title" text,
	"summary" text,
	"body" text NOT NULL,
	"cover_image_url" text,
	"reading_minutes" smallint,
	"difficulty" text,
	"translation_id" bigint,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"restorable_until" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(case when language = 'fr' then 'french'::regconfig else 'english'::regconfig end, coalesce(title, '')), 'A') || setweight(to_tsvector(case when language = 'fr' then 'french'::regconfig else 'english'::regconfig end, coalesce(summary, '')), 'B') || setweight(to_tsvector(case when language = 'fr' then 'french'::regconfig else 'english'::regconfig end, body), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "content_items_kind_fields" CHECK (("content_items"."kind" = 'article' and "content_items"."title" is not null and "content_items"."summary" is not null and "content_items"."reading_minutes" is not null and "content_items"."difficulty" is null)
        or ("content_items"."kind" = 'tip' and "content_items"."title" is null and "content_items"."difficulty" is not null and char_length("content_items"."body") <= 280)),
	CONSTRAINT "content_items_deleted_restorable" CHECK (("content_items"."state" = 'deleted') = ("content_items"."restorable_until" is not null))
);
--> statement-breakpoint
CREATE TABLE "content_topics" (
	"item_id" bigint NOT NULL,
	"topic_id" bigint NOT NULL,
	CONSTRAINT "content_topics_item_id_topic_id_pk" PRIMARY KEY("item_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"user_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_slug_unique" UNIQUE("slug"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "topic_follows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topic_follows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"user_id" bigint NOT NULL,
	"topic_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topic_follows_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_translation_id_content_items_id_fk" FOREIGN KEY ("translation_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_topics" ADD CONSTRAINT "content_topics_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_topics" ADD CONSTRAINT "content_topics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_follows" ADD CONSTRAINT "topic_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_follows" ADD CONSTRAINT "topic_follows_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_unique" ON "bookmarks" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE INDEX "bookmarks_item_idx" ON "bookmarks" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "content_items_listing_idx" ON "content_items" USING btree ("kind","state","language","published_at");--> statement-breakpoint
CREATE INDEX "content_items_organization_idx" ON "content_items" USING btree ("organization_id","kind","state");--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search");--> statement-breakpoint
CREATE INDEX "content_items_translation_idx" ON "content_items" USING btree ("translation_id");--> statement-breakpoint
CREATE INDEX "content_items_purge_idx" ON "content_items" USING btree ("restorable_until") WHERE "content_items"."state" = 'deleted';--> statement-breakpoint
CREATE INDEX "content_topics_topic_idx" ON "content_topics" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_unique" ON "reviews" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE INDEX "reviews_item_idx" ON "reviews" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "topic_follows_unique" ON "topic_follows" USING btree ("user_id","topic_id");