/**
 * Are the sharing lists' documents byte for byte those of another checkout? Run after a change to
 * how the lists are read or built (bench/README.md, 2026-11-25):
 *
 *   BENCH_BEFORE_ROOT=/path/to/old/checkout node --import tsx bench/sharing-documents.ts
 *
 * Signs three people up on this checkout's server (a throwaway PostgreSQL database), seeds
 * invitations of every scope both ways (to units of groups, by address only, expired, withdrawn
 * because the inviter lost the role, sent by an administrator and by a member), organization
 * and group roles, connections both ways, one person without a verified address; then asks
 * both servers, on that same database, for each person's lists (received and sent, scopes,
 * pages, role types, sparse fieldsets) and compares the bodies as sent without compression.
 * Exit code: 0 identical, 1 a difference, 3 a crash.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type BenchServer, startServer } from './server-process';
import { signUp } from './sign-up';

const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT;
const slug = () => randomBytes(8).toString('hex');

type Person = { id: number; email: string; cookie: string };

async function person(server: BenchServer, db: pg.Client): Promise<Person> {
  const cookie = await signUp(server.baseUrl);
  const me = (await (await fetch(`${server.baseUrl}/api/session`, { headers: { cookie } })).json()) as {
    data: { attributes: { email: string } };
  };
  const { email } = me.data.attributes;
  const id = Number((await db.query('select id from users where email = $1', [email])).rows[0].id);
  return { id, email, cookie };
}

async function seed(db: pg.Client, [ana, ben, cai]: Person[]): Promise<void> {
  if (!ana || !ben || !cai) throw new Error('three people');
  const one = async (text: string, values: unknown[]) => (await db.query(text, values)).rows[0]?.id as number;
  const organization = (name: string) =>
    one(`insert into organizations (slug, name, state) values ($1, $2, 'enabled') returning id`, [
      slug(),
      name,
    ]);
  const group = (organizationId: number, name: string, parentId: number | null = null) =>
    one('insert into groups (slug, organization_id, name, parent_id) values ($1, $2, $3, $4) returning id', [
      slug(),
      organizationId,
      name,
      parentId,
    ]);
  const orgRole = (organizationId: number, userId: number, type: string) =>
    db.query(
      'insert into organization_roles (slug, organization_id, user_id, type) values ($1, $2, $3, $4)',
      [slug(), organizationId, userId, type],
    );
  const groupRole = (groupId: number, userId: number, type: string) =>
    db.query('insert into group_roles (slug, group_id, user_id, type) values ($1, $2, $3, $4)', [
      slug(),
      groupId,
      userId,
      type,
    ]);
  const invite = (fields: {
    scope: string;
    type: string;
    email: string;
    inviteeId: number | null;
    inviterId: number;
    organizationId?: number | null;
    groupId?: number | null;
    expired?: boolean;
  }) =>
    db.query(
      `insert into invitations (slug, scope, type, email, invitee_id, inviter_id, organization_id, group_id, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, now() + ($9::int * interval '1 day'))`,
      [
        slug(),
        fields.scope,
        fields.type,
        fields.email,
        fields.inviteeId,
        fields.inviterId,
        fields.organizationId ?? null,
        fields.groupId ?? null,
        fields.expired ? -1 : 14,
      ],
    );
  const stranger = await one(
    `insert into users (slug, email, password_hash, first_name, last_name) values ($1, $2, 'x', 'Zoë "Z"', 'O''Neil \\ é') returning id`,
    [slug(), `stranger-${slug()}@example.test`],
  );
  const strangerEmail = (await db.query('select email from users where id = $1', [stranger])).rows[0].email;

  for (let i = 0; i < 6; i += 1) {
    const org = await organization(`Organization ${i} <b>&</b>`);
    const top = await group(org, `Group ${i}`);
    const unit = await group(org, `Unit ${i}`, top);
    // Ben administers every organization; Cai administers the groups of half of them.
    await orgRole(org, ben.id, 'administrator');
    await orgRole(org, ana.id, 'member');
    if (i % 2 === 0) await groupRole(top, cai.id, 'administrator');
    await groupRole(i % 2 === 0 ? top : unit, ana.id, i % 3 === 0 ? 'administrator' : 'reporter');
    // To Ana: from Ben (an administrator), by account or by address only.
    await invite({
      scope: 'organization',
      type: i % 2 ? 'administrator' : 'member',
      email: ana.email,
      inviteeId: i % 2 ? ana.id : null,
      inviterId: ben.id,
      organizationId: org,
    });
    await invite({
      scope: 'group',
      type: 'reporter',
      email: ana.email,
      inviteeId: ana.id,
      inviterId: i % 2 === 0 ? cai.id : ben.id,
      organizationId: org,
      groupId: unit,
    });
    await invite({
      scope: 'provider',
      type: 'provider',
      email: ana.email,
      inviteeId: ana.id,
      inviterId: ben.id,
      organizationId: org,
    });
    // Withdrawn (the stranger holds no role there) and expired: not listed to Ana.
    await invite({
      scope: 'group',
      type: 'administrator',
      email: ana.email,
      inviteeId: ana.id,
      inviterId: stranger,
      organizationId: org,
      groupId: top,
    });
    await invite({
      scope: 'group',
      type: 'reporter',
      email: ana.email,
      inviteeId: ana.id,
      inviterId: ben.id,
      organizationId: org,
      groupId: top,
      expired: true,
    });
    // Sent by Ana, a member (no longer entitled) or a group administrator (entitled to her groups).
    await invite({
      scope: 'organization',
      type: 'member',
      email: strangerEmail,
      inviteeId: stranger,
      inviterId: ana.id,
      organizationId: org,
    });
    await invite({
      scope: 'group',
      type: 'reporter',
      email: `nobody-${i}@example.test`,
      inviteeId: null,
      inviterId: ana.id,
      organizationId: org,
      groupId: i % 2 === 0 ? top : unit,
    });
    // To Cai, sent by Ana and by Ben, to groups Cai administers or not.
    await invite({
      scope: 'group',
      type: 'administrator',
      email: cai.email,
      inviteeId: cai.id,
      inviterId: ben.id,
      organizationId: org,
      groupId: unit,
    });
  }
  for (const [inviter, invitee] of [
    [ben, ana],
    [cai, ana],
    [ana, cai],
  ] as const) {
    await invite({
      scope: 'connection',
      type: 'reporter',
      email: invitee.email,
      inviteeId: invitee.id,
      inviterId: inviter.id,
    });
  }
  for (const [sharer, viewer] of [
    [ana.id, ben.id],
    [ana.id, stranger],
    [cai.id, ana.id],
  ]) {
    await db.query('insert into connections (slug, sharer_id, viewer_id) values ($1, $2, $3)', [
      slug(),
      sharer,
      viewer,
    ]);
  }
  // Cai's address is not verified: what Cai may accept changes.
  await db.query('update users set email_verified_at = null where id = $1', [cai.id]);
}

const PATHS = [
  '/api/invitations',
  '/api/invitations?page[size]=100',
  '/api/invitations?page[size]=4&page[number]=2',
  '/api/invitations?page[size]=4&page[number]=9',
  '/api/invitations?scope=group',
  '/api/invitations?scope=connection',
  '/api/invitations?filter[sent]=true&page[size]=100',
  '/api/invitations?filter[sent]=true&scope=group&page[size]=3&page[number]=2',
  '/api/invitations?filter[sent]=true&page[size]=5&page[number]=9',
  '/api/invitations?fields[invitations]=name,state',
  '/api/organization_roles?type=member,administrator&page[size]=100',
  '/api/organization_roles?type=administrator',
  '/api/organization_roles?page[size]=2&page[number]=2&include=organization',
  '/api/roles?type=reporter,administrator&page[size]=100',
  '/api/roles?type=administrator&include=group&fields[groups]=name',
  '/api/roles?page[size]=2&page[number]=3',
  '/api/connections?reports=false&page[size]=100',
  '/api/connections?reports=true',
];

/**
 * Each person's documents. Each URL is asked twice: since the lists are kept (2026-11-25,
 * server/src/http/list-cache.ts) the second answer is the kept one, and must be the first's bytes.
 */
async function documents(server: BenchServer, people: Person[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const [index, one] of people.entries()) {
    for (const path of PATHS) {
      const ask = async () => {
        const response = await fetch(`${server.baseUrl}${path}`, {
          headers: { cookie: one.cookie, 'accept-encoding': 'identity' },
        });
        return `${response.status} ${await response.text()}`;
      };
      const [first, kept] = [await ask(), await ask()];
      if (kept !== first) throw new Error(`person ${index + 1} ${path}: kept ${kept} first ${first}`);
      found.set(`person ${index + 1} ${path}`, first);
    }
  }
  return found;
}

async function main(): Promise<number> {
  if (!BEFORE_ROOT) throw new Error('BENCH_BEFORE_ROOT=<the other checkout> is needed');
  const after = await startServer('postgres', 'warn');
  let before: BenchServer | null = null;
  try {
    const db = new pg.Client({ connectionString: after.databaseUrl });
    await db.connect();
    const people = [await person(after, db), await person(after, db), await person(after, db)];
    await seed(db, people);
    await db.end();
    const afterDocuments = await documents(after, people);
    before = await startServer('postgres', 'warn', {}, { root: BEFORE_ROOT, databaseUrl: after.databaseUrl });
    const beforeDocuments = await documents(before, people);
    let differences = 0;
    const seen = {
      invitations: 0,
      '"resend":true': 0,
      '"revoke":true': 0,
      '"accept":true': 0,
      accept_blocked_reason: 0,
    };
    for (const [key, body] of afterDocuments) {
      for (const what of Object.keys(seen) as (keyof typeof seen)[]) {
        seen[what] += body.split(what === 'invitations' ? '"type":"invitations"' : what).length - 1;
      }
      if (beforeDocuments.get(key) === body) continue;
      differences += 1;
      console.log(
        `DIFFERENT: ${key}\n  before: ${beforeDocuments.get(key)?.slice(0, 400)}\n  after:  ${body.slice(0, 400)}`,
      );
    }
    console.log(
      `${afterDocuments.size} documents (${JSON.stringify(seen)}), ${differences} different from ${BEFORE_ROOT}'s`,
    );
    return differences === 0 ? 0 : 1;
  } finally {
    await before?.stop();
    await after.stop();
  }
}

process.exitCode = await main().catch((error) => {
  console.error(error);
  return 3;
});
