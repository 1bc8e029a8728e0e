CREATE TABLE "crisis_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crisis_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"country_code" text NOT NULL,
	"administrative_area_code" text,
	"kind" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"description_en" text,
	"description_fr" text,
	"hours_en" text,
	"hours_fr" text,
	"phone" text,
	"sms" text,
	"sms_body" text,
	"chat_url" text,
	"website_url" text,
	"available_24_7" boolean DEFAULT false NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"source_url" text NOT NULL,
	"verified_on" date NOT NULL,
	"origin" text NOT NULL,
	"edited_at" timestamp with time zone,
	"updated_by_id" bigint,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crisis_lines_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "crisis_lines" ADD CONSTRAINT "crisis_lines_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crisis_lines_location_idx" ON "crisis_lines" USING btree ("country_code","administrative_area_code","position") WHERE "crisis_lines"."deleted_at" is null;