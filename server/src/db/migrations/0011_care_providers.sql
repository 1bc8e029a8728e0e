CREATE TABLE "health_services" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "health_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"organization_id" bigint NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"description_en" text,
	"description_fr" text,
	"category" text NOT NULL,
	"phone" text,
	"email" text,
	"url" text,
	"hours" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"modalities" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
DROP INDEX "providers_organization_idx";--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "picture_url" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "specialties" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "modalities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "place_id" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "place_label" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "accepting_new_clients" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "bio_en" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "bio_fr" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "health_services" ADD CONSTRAINT "health_services_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_services_organization_idx" ON "health_services" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "providers_specialties_idx" ON "providers" USING gin ("specialties");--> statement-breakpoint
CREATE INDEX "providers_languages_idx" ON "providers" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "providers_modalities_idx" ON "providers" USING gin ("modalities");--> statement-breakpoint
CREATE INDEX "providers_coordinates_idx" ON "providers" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "providers_organization_idx" ON "providers" USING btree ("organization_id","active");--> statement-breakpoint
-- The one-language bio becomes the English one (its language was never recorded; the owner can move it).
UPDATE "providers" SET "bio_en" = "bio" WHERE "bio" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "bio";