CREATE TABLE "sharing_epoch" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sharing_epoch_single_row" CHECK ("sharing_epoch"."id")
);
--> statement-breakpoint
INSERT INTO "sharing_epoch" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
-- The sharing lists' documents are kept per reader and epoch (modules/sharing/list-cache.ts).
-- Every table those lists read moves the epoch, whatever code path writes it: roles, groups,
-- organizations, invitations, connections, and the people's names, pictures, addresses,
-- verification and deletion. The triggers are deferred, so the epoch row is locked only at
-- commit, after every other lock the transaction takes (no new deadlock between writers), and
-- it is moved once per transaction however many rows changed (the transaction-local mark).
CREATE FUNCTION "sharing_epoch_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('evenkeel.sharing_epoch_moved', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE sharing_epoch SET version = version + 1;
    PERFORM set_config('evenkeel.sharing_epoch_moved', txid_current()::text, true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "organization_roles_sharing_epoch" AFTER INSERT OR UPDATE OR DELETE ON "organization_roles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sharing_epoch_move"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "group_roles_sharing_epoch" AFTER INSERT OR UPDATE OR DELETE ON "group_roles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sharing_epoch_move"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "organizations_sharing_epoch" AFTER INSERT OR UPDATE OR DELETE ON "organizations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sharing_epoch_move"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "groups_sharing_epoch" AFTER INSERT OR UPDATE OR DELETE ON "groups" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sharing_epoch_move"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invitations_sharing_epoch" AFTER INSERT OR UPDATE OR DELETE ON "invitations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sharing_epoch_move"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "connections_sharing_epoch" AFTER INSERT OR UPDATE OR DELETE ON "connections" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sharing_epoch_move"();
--> statement-breakpoint
-- A person's columns the lists show (names, picture, address, slug) or judge by (verification,
-- platform administration); a check-up's results_version or a session's use move nothing.
CREATE CONSTRAINT TRIGGER "users_sharing_epoch_update" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (
  OLD.slug IS DISTINCT FROM NEW.slug OR OLD.email IS DISTINCT FROM NEW.email
  OR OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
  OR OLD.profile_picture_url IS DISTINCT FROM NEW.profile_picture_url
  OR OLD.email_verified_at IS DISTINCT FROM NEW.email_verified_at
  OR OLD.platform_admin IS DISTINCT FROM NEW.platform_admin
) EXECUTE FUNCTION "sharing_epoch_move"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_sharing_epoch_delete" AFTER DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sharing_epoch_move"();
