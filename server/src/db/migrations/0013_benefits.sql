CREATE TABLE "benefit_group_members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "benefit_group_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"benefit_group_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benefit_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "benefit_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"organization_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "coverage_uses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coverage_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"user_id" bigint NOT NULL,
	"coverage_id" bigint NOT NULL,
	"used_on" date NOT NULL,
	"sessions" smallint DEFAULT 0 NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coverage_uses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "coverage_uses_not_empty" CHECK ("coverage_uses"."sessions" > 0 or "coverage_uses"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "coverages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coverages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"benefit_group_id" bigint NOT NULL,
	"target_kind" text NOT NULL,
	"target_key" text NOT NULL,
	"yearly_amount_cents" integer,
	"currency" text,
	"sessions_per_year" integer,
	"share_percent" smallint NOT NULL,
	"plan_year_start_month" smallint NOT NULL,
	"plan_year_start_day" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coverages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "coverages_share_range" CHECK ("coverages"."share_percent" between 0 and 100),
	CONSTRAINT "coverages_start_month_range" CHECK ("coverages"."plan_year_start_month" between 1 and 12),
	CONSTRAINT "coverages_start_day_range" CHECK ("coverages"."plan_year_start_day" between 1 and 31),
	CONSTRAINT "coverages_limited" CHECK ("coverages"."yearly_amount_cents" is not null or "coverages"."sessions_per_year" is not null)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"upload_id" bigint NOT NULL,
	"benefit_group_id" bigint,
	"provider_id" bigint,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_slug_unique" UNIQUE("slug"),
	CONSTRAINT "documents_upload_id_unique" UNIQUE("upload_id"),
	CONSTRAINT "documents_one_owner" CHECK (("documents"."benefit_group_id" is null) <> ("documents"."provider_id" is null))
);
--> statement-breakpoint
ALTER TABLE "benefit_group_members" ADD CONSTRAINT "benefit_group_members_benefit_group_id_benefit_groups_id_fk" FOREIGN KEY ("benefit_group_id") REFERENCES "public"."benefit_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_group_members" ADD CONSTRAINT "benefit_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_groups" ADD CONSTRAINT "benefit_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_uses" ADD CONSTRAINT "coverage_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_uses" ADD CONSTRAINT "coverage_uses_coverage_id_coverages_id_fk" FOREIGN KEY ("coverage_id") REFERENCES "public"."coverages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverages" ADD CONSTRAINT "coverages_benefit_group_id_benefit_groups_id_fk" FOREIGN KEY ("benefit_group_id") REFERENCES "public"."benefit_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_benefit_group_id_benefit_groups_id_fk" FOREIGN KEY ("benefit_group_id") REFERENCES "public"."benefit_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_group_members_unique" ON "benefit_group_members" USING btree ("benefit_group_id","user_id");--> statement-breakpoint
CREATE INDEX "benefit_group_members_user_idx" ON "benefit_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "benefit_groups_organization_idx" ON "benefit_groups" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "coverage_uses_user_coverage_idx" ON "coverage_uses" USING btree ("user_id","coverage_id","used_on");--> statement-breakpoint
CREATE UNIQUE INDEX "coverages_target_unique" ON "coverages" USING btree ("benefit_group_id","target_kind","target_key");--> statement-breakpoint
CREATE INDEX "documents_benefit_group_idx" ON "documents" USING btree ("benefit_group_id");--> statement-breakpoint
CREATE INDEX "documents_provider_idx" ON "documents" USING btree ("provider_id");