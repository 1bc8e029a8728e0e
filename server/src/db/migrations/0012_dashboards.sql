CREATE TABLE "dashboard_figures" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"organization_id" bigint NOT NULL,
	"group_id" bigint,
	"figures" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_releases" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_ms" integer NOT NULL,
	CONSTRAINT "dashboard_releases_period_period_start_pk" PRIMARY KEY("period","period_start")
);
--> statement-breakpoint
CREATE TABLE "membership_spans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_spans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"organization_id" bigint NOT NULL,
	"group_id" bigint,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dashboard_figures" ADD CONSTRAINT "dashboard_figures_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_figures" ADD CONSTRAINT "dashboard_figures_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_spans" ADD CONSTRAINT "membership_spans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_spans" ADD CONSTRAINT "membership_spans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_spans" ADD CONSTRAINT "membership_spans_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_figures_node_unique" ON "dashboard_figures" USING btree ("organization_id",coalesce("group_id", 0),"period","period_start");--> statement-breakpoint
CREATE INDEX "dashboard_figures_group_idx" ON "dashboard_figures" USING btree ("group_id","period","period_start") WHERE "dashboard_figures"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "dashboard_figures_period_idx" ON "dashboard_figures" USING btree ("organization_id","period","period_start");--> statement-breakpoint
CREATE INDEX "membership_spans_user_idx" ON "membership_spans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "membership_spans_organization_idx" ON "membership_spans" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "membership_spans_group_idx" ON "membership_spans" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "checkups_completed_at_idx" ON "checkups" USING btree ("completed_at");--> statement-breakpoint
-- Membership history for the dashboards (issue 14): a member or reporter role opens a span at its
-- created_at and its deletion closes it, whatever code path writes the roles.
CREATE FUNCTION "membership_span_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'organization_roles' THEN
    IF NEW.type = 'member' THEN
      INSERT INTO membership_spans (user_id, organization_id, group_id, started_at)
      VALUES (NEW.user_id, NEW.organization_id, NULL, NEW.created_at);
    END IF;
  ELSIF NEW.type = 'reporter' THEN
    INSERT INTO membership_spans (user_id, organization_id, group_id, started_at)
    SELECT NEW.user_id, g.organization_id, g.id, NEW.created_at FROM groups g WHERE g.id = NEW.group_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "membership_span_close"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'organization_roles' THEN
    IF OLD.type = 'member' THEN
      UPDATE membership_spans SET ended_at = now()
      WHERE user_id = OLD.user_id AND organization_id = OLD.organization_id AND group_id IS NULL AND ended_at IS NULL;
    END IF;
  ELSIF OLD.type = 'reporter' THEN
    UPDATE membership_spans SET ended_at = now()
    WHERE user_id = OLD.user_id AND group_id = OLD.group_id AND ended_at IS NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "organization_roles_span_open" AFTER INSERT ON "organization_roles" FOR EACH ROW EXECUTE FUNCTION "membership_span_open"();
--> statement-breakpoint
CREATE TRIGGER "organization_roles_span_close" AFTER DELETE ON "organization_roles" FOR EACH ROW EXECUTE FUNCTION "membership_span_close"();
--> statement-breakpoint
CREATE TRIGGER "group_roles_span_open" AFTER INSERT ON "group_roles" FOR EACH ROW EXECUTE FUNCTION "membership_span_open"();
--> statement-breakpoint
CREATE TRIGGER "group_roles_span_close" AFTER DELETE ON "group_roles" FOR EACH ROW EXECUTE FUNCTION "membership_span_close"();
--> statement-breakpoint
-- The roles that exist already open their spans at their creation.
INSERT INTO membership_spans (user_id, organization_id, group_id, started_at)
SELECT user_id, organization_id, NULL, created_at FROM organization_roles WHERE type = 'member';
--> statement-breakpoint
INSERT INTO membership_spans (user_id, organization_id, group_id, started_at)
SELECT r.user_id, g.organization_id, g.id, r.created_at FROM group_roles r JOIN groups g ON g.id = r.group_id WHERE r.type = 'reporter';
