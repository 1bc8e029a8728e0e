-- Issue 26 §4.1: a benefit group's members are members of its organization. When the `member`
-- role ends (leaving, removal, the account's deletion, any code path), the person's rows in that
-- organization's benefit groups end in the same transaction. Their own coverage uses stay theirs
-- (docs/benefits.md); only the membership goes. The policies also ask for the role
-- (benefitGroupPolicy.isMember), so a row that outlived it would give nothing.
CREATE FUNCTION "benefit_group_members_end_with_role"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM benefit_group_members m
  USING benefit_groups g
  WHERE g.id = m.benefit_group_id
    AND g.organization_id = OLD.organization_id
    AND m.user_id = OLD.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "organization_roles_end_benefit_groups" AFTER DELETE ON "organization_roles" FOR EACH ROW
WHEN (OLD.type = 'member') EXECUTE FUNCTION "benefit_group_members_end_with_role"();
--> statement-breakpoint
CREATE TRIGGER "organization_roles_end_benefit_groups_update" AFTER UPDATE ON "organization_roles" FOR EACH ROW
WHEN (
  OLD.type = 'member'
  AND (NEW.type <> 'member' OR NEW.organization_id <> OLD.organization_id OR NEW.user_id <> OLD.user_id)
) EXECUTE FUNCTION "benefit_group_members_end_with_role"();
--> statement-breakpoint
-- Rows left by people who left before this migration.
DELETE FROM benefit_group_members m
USING benefit_groups g
WHERE g.id = m.benefit_group_id
  AND NOT EXISTS (
    SELECT 1 FROM organization_roles r
    WHERE r.organization_id = g.organization_id AND r.user_id = m.user_id AND r.type = 'member'
  );
