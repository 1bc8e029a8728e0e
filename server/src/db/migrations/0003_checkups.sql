CREATE TABLE "activities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"user_id" bigint NOT NULL,
	"date" date NOT NULL,
	"title_key" text,
	"title" text,
	"impact" smallint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_slug_unique" UNIQUE("slug"),
	CONSTRAINT "activities_impact_range" CHECK ("activities"."impact" between 1 and 5),
	CONSTRAINT "activities_title_present" CHECK ("activities"."title_key" is not null or "activities"."title" is not null)
);
--> statement-breakpoint
CREATE TABLE "ailments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ailments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"user_id" bigint NOT NULL,
	"date" date NOT NULL,
	"title_key" text,
	"title" text,
	"impact" smallint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ailments_slug_unique" UNIQUE("slug"),
	CONSTRAINT "ailments_impact_range" CHECK ("ailments"."impact" between 1 and 5),
	CONSTRAINT "ailments_title_present" CHECK ("ailments"."title_key" is not null or "ailments"."title" is not null)
);
--> statement-breakpoint
CREATE TABLE "checkups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"user_id" bigint NOT NULL,
	"week_start" date NOT NULL,
	"questionnaire_id" text NOT NULL,
	"questionnaire_version" smallint NOT NULL,
	"answers" jsonb NOT NULL,
	"score" smallint NOT NULL,
	"band" text NOT NULL,
	"phq4_anxiety" smallint NOT NULL,
	"phq4_depression" smallint NOT NULL,
	"phq4_total" smallint NOT NULL,
	"phq4_severity" text NOT NULL,
	"life_areas" jsonb NOT NULL,
	"show_crisis_help" boolean NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkups_slug_unique" UNIQUE("slug"),
	CONSTRAINT "checkups_score_range" CHECK ("checkups"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "life_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "life_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"user_id" bigint NOT NULL,
	"date" date NOT NULL,
	"title_key" text,
	"title" text,
	"impact" smallint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "life_events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "life_events_impact_range" CHECK ("life_events"."impact" between 1 and 5),
	CONSTRAINT "life_events_title_present" CHECK ("life_events"."title_key" is not null or "life_events"."title" is not null)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ailments" ADD CONSTRAINT "ailments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkups" ADD CONSTRAINT "checkups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_events" ADD CONSTRAINT "life_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_user_date_idx" ON "activities" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "ailments_user_date_idx" ON "ailments" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "checkups_user_week_unique" ON "checkups" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE INDEX "life_events_user_date_idx" ON "life_events" USING btree ("user_id","date");