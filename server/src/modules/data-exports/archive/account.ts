import { and, asc, eq, gt, or } from 'drizzle-orm';
import {
  auditEvents,
  chatPreferences,
  checkupPreferences,
  devices,
  emails,
  pushSubscriptions,
  reminderDeliveries,
  reminderSnoozes,
  sessions,
  uploads,
} from '../../../db/schema';
import { iso, keysetRows, mapRows } from './pages';
import { type ExportScope, listSection, recordSection } from './section';

/** The account, its places and preferences, its sign-ins, devices and what was sent to it. */
export async function* accountSections({ db, member }: ExportScope): AsyncGenerator<[string, unknown]> {
  yield [
    'account',
    recordSection('provided', {
      id: member.slug,
      email: member.email,
      email_verified_at: iso(member.emailVerifiedAt),
      first_name: member.firstName,
      last_name: member.lastName,
      language: member.locale,
      birthdate: member.birthdate,
      profile_picture_url: member.profilePictureUrl,
      timezone: member.timezone,
      platform_administrator: member.platformAdmin,
      onboarding_step: member.onboardingStep,
      locked_at: iso(member.lockedAt),
      lock_reason: member.lockReason,
      last_active_at: iso(member.lastActiveAt),
      created_at: iso(member.createdAt),
      updated_at: iso(member.updatedAt),
    }),
  ];
  yield [
    'place',
    recordSection('provided', {
      locality: member.locality,
      administrative_area: member.administrativeArea,
      administrative_area_code: member.administrativeAreaCode,
      country: member.country,
      country_code: member.countryCode,
      postal_code: member.postalCode,
      latitude: member.latitude,
      longitude: member.longitude,
      place_id: member.googlePlaceId,
    }),
  ];
  const [checkup] = await db
    .select()
    .from(checkupPreferences)
    .where(eq(checkupPreferences.userId, member.id));
  yield [
    'checkup_preferences',
    recordSection(
      'provided',
      checkup
        ? {
            reminder_day: checkup.frequency,
            reminder_time: checkup.time,
            email_reminders: checkup.emailReminders,
            created_at: iso(checkup.createdAt),
            updated_at: iso(checkup.updatedAt),
          }
        : null,
    ),
  ];
  const [chat] = await db.select().from(chatPreferences).where(eq(chatPreferences.userId, member.id));
  yield [
    'chat_preferences',
    recordSection(
      'provided',
      chat
        ? {
            read_receipts: chat.readReceipts,
            typing_indicator: chat.typingIndicator,
            message_notifications: chat.messageNotifications,
          }
        : null,
    ),
  ];
  const sent = await db
    .select()
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.userId, member.id))
    .orderBy(asc(reminderDeliveries.weekStart));
  yield [
    'reminders_sent',
    listSection(
      'derived',
      sent.map((row) => ({
        week_start: row.weekStart,
        emailed: row.emailed,
        created_at: iso(row.createdAt),
      })),
    ),
  ];
  // "Remind me tomorrow" and "Not this week" (issue 32 §4): the member's answers to reminders.
  const snoozes = await db
    .select()
    .from(reminderSnoozes)
    .where(eq(reminderSnoozes.userId, member.id))
    .orderBy(asc(reminderSnoozes.id));
  yield [
    'reminder_snoozes',
    listSection(
      'provided',
      snoozes.map((row) => ({
        week_start: row.weekStart,
        kind: row.kind,
        remind_at: iso(row.remindAt),
        sent_at: iso(row.sentAt),
        created_at: iso(row.createdAt),
      })),
    ),
  ];
  // Push endpoints and device tokens are keys that deliver to the member's devices: their host
  // (which push service) and dates say what is held without handing a working key to whoever
  // finds the file.
  const pushes = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id));
  yield [
    'push_subscriptions',
    listSection(
      'provided',
      pushes.map((row) => ({
        id: row.slug,
        endpoint_host: hostOf(row.endpoint),
        created_at: iso(row.createdAt),
        updated_at: iso(row.updatedAt),
      })),
    ),
  ];
  const phones = await db.select().from(devices).where(eq(devices.userId, member.id));
  yield [
    'devices',
    listSection(
      'provided',
      phones.map((row) => ({
        hardware: row.hardware,
        model: row.model,
        os: row.os,
        os_version: row.osVersion,
        created_at: iso(row.createdAt),
        last_seen_at: iso(row.lastSeenAt),
      })),
    ),
  ];
  const signedIn = await db.select().from(sessions).where(eq(sessions.userId, member.id));
  yield [
    'sessions',
    listSection(
      'derived',
      signedIn.map((row) => ({
        created_at: iso(row.createdAt),
        last_seen_at: iso(row.lastSeenAt),
        expires_at: iso(row.expiresAt),
        user_agent: row.userAgent,
      })),
    ),
  ];
  const files = await db.select().from(uploads).where(eq(uploads.userId, member.id)).orderBy(asc(uploads.id));
  yield [
    'uploads',
    listSection(
      'provided',
      files.map((row) => ({
        id: row.slug,
        purpose: row.purpose,
        content_type: row.contentType,
        byte_size: row.byteSize,
        width: row.width,
        height: row.height,
        created_at: iso(row.createdAt),
        file: uploadPath(row),
      })),
    ),
  ];
  // Security events: the member's own actions with their network address; actions by others on
  // the account (an administrator's lock) by kind and time only, never who or from where.
  yield [
    'security_events',
    listSection(
      'derived',
      mapRows(
        keysetRows(
          (after: number | null, limit) =>
            db
              .select()
              .from(auditEvents)
              .where(
                and(
                  or(eq(auditEvents.actorId, member.id), eq(auditEvents.subjectUserId, member.id)),
                  after === null ? undefined : gt(auditEvents.id, after),
                ),
              )
              .orderBy(asc(auditEvents.id))
              .limit(limit),
          (row) => row.id,
        ),
        (row) => {
          const own = row.actorId === member.id;
          return { action: row.action, by_you: own, ip: own ? row.ip : null, created_at: iso(row.createdAt) };
        },
      ),
    ),
  ];
  // E-mails sent to the member: what and when, never the body (links and one-time tokens).
  yield [
    'emails_sent',
    listSection(
      'derived',
      mapRows(
        keysetRows(
          (after: number | null, limit) =>
            db
              .select({
                id: emails.id,
                subject: emails.subject,
                status: emails.status,
                createdAt: emails.createdAt,
                sentAt: emails.sentAt,
              })
              .from(emails)
              .where(and(eq(emails.userId, member.id), after === null ? undefined : gt(emails.id, after)))
              .orderBy(asc(emails.id))
              .limit(limit),
          (row) => row.id,
        ),
        (row) => ({
          subject: row.subject,
          status: row.status,
          created_at: iso(row.createdAt),
          sent_at: iso(row.sentAt),
        }),
      ),
    ),
  ];
}

function hostOf(endpoint: string): string | null {
  try {
    return new URL(endpoint).host;
  } catch {
    return null;
  }
}

/** Where an upload's bytes are in the ZIP. */
export function uploadPath(row: { slug: string; purpose: string; storageKey: string }): string {
  const dot = row.storageKey.lastIndexOf('.');
  const extension = dot > 0 ? row.storageKey.slice(dot).replace(/[^.a-z0-9]/gi, '') : '';
  return `files/${row.purpose}-${row.slug}${extension}`;
}
