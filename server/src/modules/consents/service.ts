import type { Locale } from '@evenkeel/common';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db, SqlRows } from '../../db/client';
import { groups, resultConsents, users } from '../../db/schema';
import { recordEmail } from '../../mail/outbox';

/**
 * A reporter's consent to one administrator, by person, through one group (issue 26 §1,
 * docs/decisions/0011-consent-per-person.md). These functions write inside the caller's
 * transaction when they are part of another act (accepting an invitation), or in their own.
 */

type Pair = { reporter_id: string | number; administrator_id: string | number; group_id: string | number };

/**
 * A reporter accepted an invitation to `groupId`: the consent goes to the administrators of the
 * group (and of its parent) who were on the card, pinned as those whose administrator role
 * existed when the invitation was sent (`invitedAt`): every card shown since listed them.
 * Anyone who became an administrator after that gets a pending card instead, even when the card
 * happened to show them: nobody is included without being on every card the reporter could
 * have seen. A consent already given stays; a declined or withdrawn one is given again only
 * for the administrators on the card (the reporter said yes to them now).
 */
export async function grantOnReporterAccept(
  tx: Db,
  input: { reporterId: number; groupId: number; invitedAt: Date },
): Promise<void> {
  const invitedAt = input.invitedAt.toISOString();
  await tx.execute(sql`
    insert into result_consents (slug, reporter_id, administrator_id, group_id, state, asked_at, given_at)
    select ${newSlugSql}, ${input.reporterId}, a.administrator_id, ${input.groupId},
      case when a.first_admin_at <= ${invitedAt}::timestamptz then 'given' else 'pending' end,
      now(),
      case when a.first_admin_at <= ${invitedAt}::timestamptz then now() end
    from (
      select r.user_id as administrator_id, min(r.created_at) as first_admin_at
      from groups g
      join group_roles r on r.type = 'administrator' and (r.group_id = g.id or r.group_id = g.parent_id)
      where g.id = ${input.groupId} and r.user_id <> ${input.reporterId}
      group by r.user_id
    ) a
    on conflict (reporter_id, administrator_id, group_id) do update set
      state = case
        when excluded.state = 'given' then 'given'
        when result_consents.state = 'ended' then 'pending'
        else result_consents.state end,
      given_at = case
        when excluded.state = 'given' and result_consents.state <> 'given' then now()
        when excluded.state <> 'given' and result_consents.state = 'ended' then null
        else result_consents.given_at end,
      asked_at = case when result_consents.state = 'ended' then now() else result_consents.asked_at end,
      withdrawn_at = case
        when excluded.state = 'given' or result_consents.state = 'ended' then null
        else result_consents.withdrawn_at end,
      declined_at = case
        when excluded.state = 'given' or result_consents.state = 'ended' then null
        else result_consents.declined_at end`);
}

/**
 * Someone became an administrator of `groupId`: each reporter of the group (and of its units,
 * for a group) gets a pending card, and an e-mail in their language with a link to the app,
 * never data. A consent that ended (the administrator held the role before) asks again; one
 * already given (the person administers the parent too) or refused stays as it is. Returns the
 * e-mails to queue after commit.
 */
export async function askOnAdministratorAccept(
  tx: Db,
  input: { administratorId: number; groupId: number; publicUrl: string },
): Promise<number[]> {
  const asked = (
    (await tx.execute(sql`
    insert into result_consents (slug, reporter_id, administrator_id, group_id, state)
    select ${newSlugSql}, r.user_id, ${input.administratorId}, r.group_id, 'pending'
    from group_roles r
    join groups g on g.id = r.group_id
    where r.type = 'reporter' and r.user_id <> ${input.administratorId}
      and (g.id = ${input.groupId} or g.parent_id = ${input.groupId})
    on conflict (reporter_id, administrator_id, group_id) do update set
      state = 'pending', asked_at = now(), given_at = null, declined_at = null, withdrawn_at = null
      where result_consents.state = 'ended'
    returning reporter_id, administrator_id, group_id`)) as unknown as SqlRows
  ).rows as Pair[];
  return requestEmails(tx, asked, input.publicUrl);
}

/**
 * A unit moved under another group (issue 31, decision 0025): the new group's administrators
 * administer the unit now, so each of its reporters gets a pending card for each of them, with
 * the e-mail (as when someone becomes an administrator); and a consent to someone who
 * administers neither the unit nor its new group ends (the trigger's rule of migration 0019,
 * for a role that stays but no longer reaches the unit). Returns the e-mails to queue after commit.
 */
export async function reaskOnUnitMoved(
  tx: Db,
  input: { unitId: number; parentId: number; publicUrl: string },
): Promise<number[]> {
  await tx.execute(sql`
    update result_consents c set state = 'ended', withdrawn_at = now()
    where c.group_id = ${input.unitId} and c.state in ('pending', 'given')
      and not exists (
        select 1 from group_roles a
        where a.user_id = c.administrator_id and a.type = 'administrator'
          and a.group_id in (${input.unitId}, ${input.parentId}))`);
  const asked = (
    (await tx.execute(sql`
    insert into result_consents (slug, reporter_id, administrator_id, group_id, state)
    select ${newSlugSql}, r.user_id, a.user_id, r.group_id, 'pending'
    from group_roles r
    join group_roles a on a.type = 'administrator' and a.group_id = ${input.parentId}
    where r.type = 'reporter' and r.group_id = ${input.unitId} and r.user_id <> a.user_id
    on conflict (reporter_id, administrator_id, group_id) do update set
      state = 'pending', asked_at = now(), given_at = null, declined_at = null, withdrawn_at = null
      where result_consents.state = 'ended'
    returning reporter_id, administrator_id, group_id`)) as unknown as SqlRows
  ).rows as Pair[];
  return requestEmails(tx, asked, input.publicUrl);
}

/** The `consent_requested` e-mail of each card just asked, in its reporter's language. */
async function requestEmails(tx: Db, asked: Pair[], publicUrl: string): Promise<number[]> {
  if (asked.length === 0) return [];
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      locale: users.locale,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(
      inArray(users.id, [
        ...new Set(asked.flatMap((row) => [Number(row.reporter_id), Number(row.administrator_id)])),
      ]),
    );
  const groupRows = await tx
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(
      inArray(
        groups.id,
        asked.map((row) => Number(row.group_id)),
      ),
    );
  const groupName = new Map(groupRows.map((g) => [g.id, g.name]));
  const byId = new Map(people.map((r) => [r.id, r]));
  const emailIds: number[] = [];
  for (const row of asked) {
    const reporter = byId.get(Number(row.reporter_id));
    const administrator = byId.get(Number(row.administrator_id));
    if (!reporter || !administrator) continue;
    emailIds.push(
      await recordEmail(tx, {
        userId: reporter.id,
        actorId: administrator.id,
        to: reporter.email,
        locale: reporter.locale as Locale,
        template: {
          kind: 'consent_requested',
          name: reporter.firstName,
          administrator: `${administrator.firstName} ${administrator.lastName}`.trim(),
          group: groupName.get(Number(row.group_id)) ?? '',
          url: `${publicUrl}/profile#invitations`,
        },
      }),
    );
  }
  return emailIds;
}

/** 96 random bits, URL-safe, as `newSlug()` makes them (lib/ids.ts), for set-based inserts. */
const newSlugSql = sql`translate(encode(substring(decode(replace(gen_random_uuid()::text, '-', ''), 'hex') from 1 for 12), 'base64'), '+/', '-_')`;

export type ConsentRow = {
  id: number;
  slug: string;
  reporterId: number;
  state: (typeof resultConsents.$inferSelect)['state'];
  askedAt: Date;
  givenAt: Date | null;
  withdrawnAt: Date | null;
  firstName: string;
  lastName: string;
  profilePictureUrl: string | null;
  groupName: string;
  groupSlug: string;
};

const consentColumns = {
  id: resultConsents.id,
  slug: resultConsents.slug,
  reporterId: resultConsents.reporterId,
  state: resultConsents.state,
  askedAt: resultConsents.askedAt,
  givenAt: resultConsents.givenAt,
  withdrawnAt: resultConsents.withdrawnAt,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePictureUrl: users.profilePictureUrl,
  groupName: groups.name,
  groupSlug: groups.slug,
};

/** The reporter's consents in the given states, the latest asked first; paginated. */
export async function listConsents(
  db: Db,
  reporterId: number,
  states: ConsentRow['state'][],
  page: { size: number; offset: number },
): Promise<{ rows: ConsentRow[]; total: number }> {
  const where = and(eq(resultConsents.reporterId, reporterId), inArray(resultConsents.state, states));
  const [rows, [total]] = await Promise.all([
    db
      .select(consentColumns)
      .from(resultConsents)
      .innerJoin(users, eq(users.id, resultConsents.administratorId))
      .innerJoin(groups, eq(groups.id, resultConsents.groupId))
      .where(where)
      .orderBy(desc(resultConsents.askedAt), desc(resultConsents.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ value: count() }).from(resultConsents).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findConsent(db: Db, slug: string): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select(consentColumns)
    .from(resultConsents)
    .innerJoin(users, eq(users.id, resultConsents.administratorId))
    .innerJoin(groups, eq(groups.id, resultConsents.groupId))
    .where(eq(resultConsents.slug, slug))
    .limit(1);
  return row;
}

export type ConsentAct = 'accept' | 'decline' | 'withdraw';

const NEXT: Record<ConsentAct, { from: ConsentRow['state'][]; to: ConsentRow['state'] }> = {
  accept: { from: ['pending', 'declined', 'withdrawn'], to: 'given' },
  decline: { from: ['pending'], to: 'declined' },
  withdraw: { from: ['given'], to: 'withdrawn' },
};

/**
 * The reporter's act on one consent, in one transaction with its audit row (a consent is a role
 * change: decision 0011). Only from the states the act allows, re-checked under the row's lock
 * (a concurrent act or a role that ended since the load makes it `undefined`: the route
 * answers 422). Returns the row as it now is.
 */
export async function actOnConsent(
  db: Db,
  consent: ConsentRow,
  act: ConsentAct,
  actor: { id: number; ip: string },
): Promise<ConsentRow | undefined> {
  const { from, to } = NEXT[act];
  return db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(resultConsents)
      .set({
        state: to,
        ...(to === 'given' ? { givenAt: now, withdrawnAt: null, declinedAt: null } : {}),
        ...(to === 'declined' ? { declinedAt: now } : {}),
        ...(to === 'withdrawn' ? { withdrawnAt: now } : {}),
      })
      .where(and(eq(resultConsents.id, consent.id), inArray(resultConsents.state, from)))
      .returning({ id: resultConsents.id });
    if (!updated) return undefined;
    await recordAudit(tx, {
      action: `result_consent_${to}`,
      actorId: actor.id,
      subjectUserId: consent.reporterId,
      detail: consent.slug,
      ip: actor.ip,
    });
    return findConsent(tx, consent.slug);
  });
}
