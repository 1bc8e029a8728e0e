CREATE TABLE "result_consents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "result_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"reporter_id" bigint NOT NULL,
	"administrator_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"given_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_consents_slug_unique" UNIQUE("slug"),
	CONSTRAINT "result_consents_not_self" CHECK ("result_consents"."reporter_id" <> "result_consents"."administrator_id")
);
--> statement-breakpoint
ALTER TABLE "result_consents" ADD CONSTRAINT "result_consents_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_consents" ADD CONSTRAINT "result_consents_administrator_id_users_id_fk" FOREIGN KEY ("administrator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_consents" ADD CONSTRAINT "result_consents_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "result_consents_unique" ON "result_consents" USING btree ("reporter_id","administrator_id","group_id");--> statement-breakpoint
CREATE INDEX "result_consents_administrator_idx" ON "result_consents" USING btree ("administrator_id");--> statement-breakpoint
CREATE INDEX "result_consents_group_idx" ON "result_consents" USING btree ("group_id");--> statement-breakpoint
-- Hand-written (issue 26 §1, decision 0011). Existing reporters' consent goes to the
-- administrators whose administrator role (of the reporter's group or of its parent group)
-- existed before the reporter's role was created: they were on the card the reporter accepted.
-- Administrators who came later get a pending card. One row per reporter, administrator and
-- group (the earliest of an administrator's two roles decides).
INSERT INTO "result_consents" ("slug", "reporter_id", "administrator_id", "group_id", "state", "asked_at", "given_at")
SELECT
  translate(encode(substring(decode(replace(gen_random_uuid()::text, '-', ''), 'hex') from 1 for 12), 'base64'), '+/', '-_'),
  pairs.reporter_id, pairs.administrator_id, pairs.group_id,
  CASE WHEN pairs.first_admin_at <= pairs.reported_at THEN 'given' ELSE 'pending' END,
  CASE WHEN pairs.first_admin_at <= pairs.reported_at THEN pairs.reported_at ELSE now() END,
  CASE WHEN pairs.first_admin_at <= pairs.reported_at THEN pairs.reported_at END
FROM (
  SELECT r.user_id AS reporter_id, a.user_id AS administrator_id, r.group_id,
    r.created_at AS reported_at, min(a.created_at) AS first_admin_at
  FROM group_roles r
  JOIN groups g ON g.id = r.group_id
  JOIN group_roles a ON a.type = 'administrator' AND (a.group_id = g.id OR a.group_id = g.parent_id)
  WHERE r.type = 'reporter' AND a.user_id <> r.user_id
  GROUP BY r.user_id, a.user_id, r.group_id, r.created_at
) pairs;
--> statement-breakpoint
-- A consent lasts as long as both roles: when an administrator stops administering the
-- reporter's group (and its parent), or the reporter stops reporting there, the consent ends,
-- whatever code path or cascade removed the role; becoming an administrator again needs a new yes.
CREATE FUNCTION "result_consents_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.type = 'reporter' THEN
    UPDATE result_consents SET state = 'ended', withdrawn_at = now()
    WHERE reporter_id = OLD.user_id AND group_id = OLD.group_id AND state IN ('pending', 'given');
  ELSE
    UPDATE result_consents c SET state = 'ended', withdrawn_at = now()
    FROM groups g
    WHERE g.id = c.group_id AND c.administrator_id = OLD.user_id
      AND (g.id = OLD.group_id OR g.parent_id = OLD.group_id)
      AND c.state IN ('pending', 'given')
      AND NOT EXISTS (
        SELECT 1 FROM group_roles a
        WHERE a.user_id = OLD.user_id AND a.type = 'administrator' AND a.id <> OLD.id
          AND (a.group_id = g.id OR a.group_id = g.parent_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "group_roles_end_result_consents" AFTER DELETE ON "group_roles" FOR EACH ROW EXECUTE FUNCTION "result_consents_end"();
--> statement-breakpoint
-- The sharing lists' epoch (migration 0017, decision 0009): the consents are a table they read.
CREATE CONSTRAINT TRIGGER "result_consents_sharing_epoch" AFTER INSERT OR UPDATE OR DELETE ON "result_consents" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sharing_epoch_move"();
