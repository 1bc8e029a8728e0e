ALTER TABLE "membership_spans" ADD COLUMN "parent_id" bigint;--> statement-breakpoint
ALTER TABLE "membership_spans" ADD CONSTRAINT "membership_spans_parent_id_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Issue 31, decision 0025: a unit can move to another group. The dashboards count a unit's people
-- in the group it was in at each moment, not the one it is in now, so every span of a unit keeps
-- its group. Units could not move once anyone had reported to them, so today's tree is every
-- existing span's history.
UPDATE "membership_spans" s SET "parent_id" = g."parent_id"
FROM "groups" g WHERE g."id" = s."group_id" AND g."parent_id" IS NOT NULL;
--> statement-breakpoint
-- Whatever writes a span (the roles' triggers, a move, a test), a unit's span names its group.
CREATE FUNCTION "membership_span_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.group_id IS NOT NULL AND NEW.parent_id IS NULL THEN
    NEW.parent_id := (SELECT g.parent_id FROM groups g WHERE g.id = NEW.group_id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "membership_spans_parent" BEFORE INSERT ON "membership_spans" FOR EACH ROW EXECUTE FUNCTION "membership_span_parent"();
