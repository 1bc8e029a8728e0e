CREATE TABLE "share_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"user_id" bigint NOT NULL,
	"label" text,
	"token_hash" text NOT NULL,
	"include_answers" boolean DEFAULT false NOT NULL,
	"include_logs" boolean DEFAULT false NOT NULL,
	"code_hash" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reminder_snoozes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_snoozes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"week_start" date NOT NULL,
	"kind" text NOT NULL,
	"token_nonce" text NOT NULL,
	"remind_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitation_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invitation_id" bigint NOT NULL,
	"slug" text NOT NULL,
	"organization_id" bigint NOT NULL,
	"group_id" bigint,
	"group_name" text,
	"scope" text NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"inviter_id" bigint,
	"inviter_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resent_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "checkups" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "access_records" ADD COLUMN "share_link_id" bigint;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_snoozes" ADD CONSTRAINT "reminder_snoozes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_records" ADD CONSTRAINT "invitation_records_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_records" ADD CONSTRAINT "invitation_records_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_records" ADD CONSTRAINT "invitation_records_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_hash_unique" ON "share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_links_user_idx" ON "share_links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_snoozes_token_unique" ON "reminder_snoozes" USING btree ("token_nonce");--> statement-breakpoint
CREATE INDEX "reminder_snoozes_user_week_idx" ON "reminder_snoozes" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE INDEX "reminder_snoozes_due_idx" ON "reminder_snoozes" USING btree ("remind_at") WHERE "reminder_snoozes"."sent_at" is null and "reminder_snoozes"."remind_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_records_invitation_unique" ON "invitation_records" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "invitation_records_slug_idx" ON "invitation_records" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "invitation_records_organization_idx" ON "invitation_records" USING btree ("organization_id","created_at","id");--> statement-breakpoint
ALTER TABLE "access_records" ADD CONSTRAINT "access_records_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkups_user_client_unique" ON "checkups" USING btree ("user_id","client_id") WHERE "checkups"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "access_records_link_coalesce_unique" ON "access_records" USING btree ("subject_user_id","share_link_id","data_kind","purpose","client","outcome","hour") WHERE "access_records"."share_link_id" is not null;--> statement-breakpoint
-- The invitations console's history (issue 31): every invitation to an organization or one of its
-- groups is recorded when sent and its end kept after the invitation row is deleted. Accepting and
-- declining write their outcome first (modules/invitations/service.ts); any other deletion is a
-- withdrawal, or an expiry when the invitation had expired.
CREATE FUNCTION "invitation_records_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."organization_id" IS NOT NULL THEN
      INSERT INTO "invitation_records" ("invitation_id", "slug", "organization_id", "group_id", "group_name", "scope", "type", "email", "inviter_id", "inviter_name", "created_at", "expires_at")
      SELECT NEW."id", NEW."slug", NEW."organization_id", NEW."group_id", g."name", NEW."scope", NEW."type", NEW."email", NEW."inviter_id", trim(u."first_name" || ' ' || u."last_name"), NEW."created_at", NEW."expires_at"
      FROM "users" u LEFT JOIN "groups" g ON g."id" = NEW."group_id"
      WHERE u."id" = NEW."inviter_id"
      ON CONFLICT ("invitation_id") DO NOTHING;
    END IF;
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "invitation_records"
      SET "slug" = NEW."slug", "expires_at" = NEW."expires_at",
          "resent_at" = CASE WHEN NEW."slug" <> OLD."slug" THEN now() ELSE "resent_at" END
      WHERE "invitation_id" = NEW."id";
    RETURN NEW;
  ELSE
    UPDATE "invitation_records"
      SET "status" = CASE WHEN OLD."expires_at" <= now() THEN 'expired' ELSE 'withdrawn' END, "ended_at" = now()
      WHERE "invitation_id" = OLD."id" AND "status" = 'pending';
    RETURN OLD;
  END IF;
END $$;--> statement-breakpoint
CREATE TRIGGER "invitation_records_write" AFTER INSERT OR UPDATE OR DELETE ON "invitations" FOR EACH ROW EXECUTE FUNCTION "invitation_records_write"();--> statement-breakpoint
INSERT INTO "invitation_records" ("invitation_id", "slug", "organization_id", "group_id", "group_name", "scope", "type", "email", "inviter_id", "inviter_name", "created_at", "expires_at")
SELECT i."id", i."slug", i."organization_id", i."group_id", g."name", i."scope", i."type", i."email", i."inviter_id", trim(u."first_name" || ' ' || u."last_name"), i."created_at", i."expires_at"
FROM "invitations" i JOIN "users" u ON u."id" = i."inviter_id" LEFT JOIN "groups" g ON g."id" = i."group_id"
WHERE i."organization_id" IS NOT NULL;
