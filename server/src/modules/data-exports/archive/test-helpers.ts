import { scoreCheckup, WEEKLY_V1 } from '@evenkeel/common';
import type { User } from '../../../auth/user';
import type { AppContext } from '../../../context';
import {
  accessRecords,
  activities,
  ailments,
  benefitGroupMembers,
  benefitGroups,
  checkups,
  conversations,
  coverages,
  coverageUses,
  lifeEvents,
  messages,
  pushSubscriptions,
} from '../../../db/schema';
import {
  addGroupRole,
  createConnection,
  createGroup,
  createOrganization,
  createUpload,
  createUser,
  giveConsent,
} from '../../../test/factories';

/**
 * The export tests' member (a fixture, used by *.test.ts only): check-ups (the last with a yes to
 * the safety question), logs and messages with cells a spreadsheet would run, a consent and a
 * connection, and another person with check-ups and an e-mail that must not reach the export.
 */
export const ANSWERS = {
  who5_1: 4,
  who5_2: 3,
  who5_3: 4,
  who5_4: 2,
  who5_5: 3,
  phq4_1: 1,
  phq4_2: 2,
  phq4_3: 0,
  phq4_4: 1,
  sleep: 7,
  energy: 6,
  stress: 8,
  social: 5,
  work: 6,
  meaning: 7,
  safety: 0,
};

export async function insertCheckup(ctx: AppContext, user: User, weekStart: string, answers = ANSWERS) {
  const scored = scoreCheckup(WEEKLY_V1, answers);
  if (!scored.ok) throw new Error('fixture answers do not score');
  const result = scored.result;
  const [row] = await ctx.db
    .insert(checkups)
    .values({
      userId: user.id,
      weekStart,
      questionnaireId: WEEKLY_V1.id,
      questionnaireVersion: WEEKLY_V1.version,
      answers: result.answers,
      score: result.score,
      band: result.band,
      phq4Anxiety: result.phq4Anxiety,
      phq4Depression: result.phq4Depression,
      phq4Total: result.phq4Total,
      phq4Severity: result.phq4Severity,
      lifeAreas: result.lifeAreas,
      showCrisisHelp: result.showCrisisHelp,
      completedAt: new Date(`${weekStart}T12:00:00Z`),
    })
    .returning();
  if (!row) throw new Error('check-up not created');
  return row;
}

export async function seedExportMember(ctx: AppContext, locale: 'en' | 'fr' = 'en') {
  const member = await createUser(ctx, {
    firstName: 'Ada',
    lastName: 'Member',
    locale,
    birthdate: '1990-04-02',
    locality: 'Montréal',
    administrativeAreaCode: 'QC',
    countryCode: 'CA',
    timezone: 'America/Toronto',
  });
  const other = await createUser(ctx, { firstName: 'Olive', lastName: 'Other' });
  const administrator = await createUser(ctx, { firstName: 'Aaron', lastName: 'Admin' });
  const picture = await createUpload(ctx, member, 'profile_picture', Buffer.from('picture bytes of Ada'));
  await insertCheckup(ctx, member, '2026-10-05');
  await insertCheckup(ctx, member, '2026-10-12', { ...ANSWERS, who5_1: 5, who5_2: 5 });
  const safetyYes = await insertCheckup(ctx, member, '2026-10-19', {
    ...ANSWERS,
    safety: 1,
    phq4_3: 3,
    phq4_4: 3,
  });
  const othersCheckup = await insertCheckup(ctx, other, '2026-10-19');
  await ctx.db.insert(lifeEvents).values({
    userId: member.id,
    date: '2026-10-10',
    title: '=HYPERLINK("http://evil.test","click")',
    impact: 2,
    note: 'Moved, "finally", to a new flat',
  });
  await ctx.db
    .insert(ailments)
    .values({ userId: member.id, date: '2026-10-11', titleKey: 'headache', impact: 3 });
  await ctx.db
    .insert(activities)
    .values({ userId: member.id, date: '2026-10-12', title: '@walk', impact: 4 });
  const organization = await createOrganization(ctx);
  const group = await createGroup(ctx, organization);
  await addGroupRole(ctx, group, member, 'reporter');
  await addGroupRole(ctx, group, administrator, 'administrator');
  await giveConsent(ctx, member, administrator, group);
  await createConnection(ctx, member, other);
  await createConnection(ctx, other, member);
  const [low, high] = member.id < other.id ? [member, other] : [other, member];
  const [conversation] = await ctx.db
    .insert(conversations)
    .values({ userLowId: low.id, userHighId: high.id, lastSeq: 3, lastMessageAt: new Date() })
    .returning();
  if (!conversation) throw new Error('conversation not created');
  await ctx.db.insert(messages).values([
    {
      conversationId: conversation.id,
      seq: 1,
      senderId: member.id,
      clientId: 'c1',
      body: 'Hello Olive, how are you?',
    },
    {
      conversationId: conversation.id,
      seq: 2,
      senderId: other.id,
      clientId: 'c2',
      body: 'Fine, thanks: see you soon',
    },
    { conversationId: conversation.id, seq: 3, senderId: member.id, clientId: 'c3', body: '+1 555 0100' },
  ]);
  const [benefitGroup] = await ctx.db
    .insert(benefitGroups)
    .values({ organizationId: organization.id, name: 'Full-time staff' })
    .returning();
  if (!benefitGroup) throw new Error('benefit group not created');
  await ctx.db.insert(benefitGroupMembers).values({ benefitGroupId: benefitGroup.id, userId: member.id });
  const [coverage] = await ctx.db
    .insert(coverages)
    .values({
      benefitGroupId: benefitGroup.id,
      targetKind: 'service_category',
      targetKey: 'psychotherapy',
      yearlyAmountCents: 100_000,
      currency: 'CAD',
      sharePercent: 80,
      planYearStartMonth: 1,
      planYearStartDay: 1,
    })
    .returning();
  if (!coverage) throw new Error('coverage not created');
  await ctx.db.insert(coverageUses).values({
    userId: member.id,
    coverageId: coverage.id,
    usedOn: '2026-10-03',
    sessions: 1,
    amountCents: 9000,
    note: '-20% co-pay',
  });
  await ctx.db.insert(pushSubscriptions).values({
    userId: member.id,
    endpoint: 'https://push.example.test/send/secret-endpoint-path',
    p256dh: 'secret-p256dh-key',
    auth: 'secret-auth-key',
  });
  await ctx.db.insert(accessRecords).values({
    subjectUserId: member.id,
    viewerId: other.id,
    viewerName: 'Olive Other',
    viewerRole: 'connection',
    dataKind: 'insights',
    purpose: 'connection',
    client: 'web',
    hour: new Date('2026-10-20T10:00:00Z'),
  });
  return { member, other, administrator, picture, safetyYes, othersCheckup };
}
