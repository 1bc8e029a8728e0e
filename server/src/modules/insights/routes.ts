import {
  INSIGHT_PERIODS,
  type InsightPeriod,
  type Locale,
  localDate,
  memberTimeZone,
} from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { readSession, type SessionLookup } from '../../auth/sessions';
import { requireUser } from '../../http/authenticate';
import { KeptBody } from '../../http/compression';
import { JSONAPI_MEDIA_TYPE, readChoice } from '../../http/jsonapi';
import { sendKeptDocument } from '../../http/jsonapi-protocol';
import { keptDocuments, keptRoute } from '../../http/kept-documents';
import { requestLocale } from '../../http/request-context';
import { translator } from '../../i18n';
import { authorize, resultsPolicy } from '../../policies';
import { auditResultsRead, findResultsRequest, type Member, memberOf } from '../checkups';
import type { CheckupView } from '../checkups/presenter';
import { createInsightsCache, insightsKey, insightsStamp } from './cache';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { insightsBody } from './presenter';
import { type Period, sessionWithPeriod } from './queries';
import { insightsOf, loadInsights, periodOptions } from './service';

const readPeriod = (query: unknown) =>
  readChoice((query as Record<string, unknown>)['filter[period]'], 'filter[period]', INSIGHT_PERIODS, '1y');

/** The period asked for, or null when it is not one (the handler answers 422). */
function periodAskedFor(query: unknown): InsightPeriod | null {
  try {
    return readPeriod(query);
  } catch {
    return null;
  }
}

/** Who a session's cookie belonged to when last seen here, and the two settings a document depends on. */
type SessionHint = { userId: number; locale: string | null; timezone: string | null };

/** A period read beside the session (`readSession` below), and what it was read for. */
type ReadAhead = { userId: number; period: InsightPeriod; locale: Locale; today: string; read: Period };

/** At most this many sessions' hints per server instance (a few dozen bytes each). */
const SESSION_HINTS = 10_000;

export async function insightRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // One route per app instance in the database's kept documents (cache.ts): several instances
  // stay correct because the version lives in the database.
  const cache = createInsightsCache(keptDocuments(db), keptRoute('insights'));
  // The member each session cookie (its hash) belonged to the last time it asked for its own
  // insights here. Only a guess of what to read beside the session: the session is looked up
  // by the statement itself, and the read is used only if it was made for that session's user.
  const hints = new LRUCache<string, SessionHint>({ max: SESSION_HINTS });
  const readAhead = new WeakMap<FastifyRequest, ReadAhead>();

  /**
   * The session lookup of `GET /api/insights` (http/authenticate.ts, `readSession`): when this
   * cookie's member is known, their period is read in the same statement, unless the document
   * kept for them is at their current results version. A read after a write then costs one
   * round trip instead of two (the session, then the period): about a tenth of its CPU
   * (bench/README.md, "2026-11-28: the insights cold path").
   */
  async function readSessionWithPeriod(request: FastifyRequest, lookup: SessionLookup) {
    const hint = hints.get(lookup.id);
    const period = periodAskedFor(request.query);
    let found: Awaited<ReturnType<typeof readSession>>;
    if (hint === undefined || period === null) {
      found = await readSession(db, lookup);
    } else {
      const locale = requestLocale(request, hint.locale);
      const today = localDate(lookup.now, memberTimeZone(hint.timezone));
      const key = insightsKey({ member: { id: hint.userId }, period, locale, view: 'author' });
      const options = periodOptions(period, today, { t: translator(locale), view: 'author' });
      const both = await sessionWithPeriod(db, lookup, {
        ...options,
        keptVersion: cache.get(key)?.version ?? -1,
      });
      found = both?.found ?? null;
      if (both?.period)
        readAhead.set(request, { userId: hint.userId, period, locale, today, read: both.period });
    }
    if (found)
      hints.set(lookup.id, {
        userId: found.user.id,
        locale: found.user.locale,
        timezone: found.user.timezone,
      });
    return found;
  }

  /** The serialized document from the cache, or read, presented, serialized and kept there. */
  async function insightsDocument(
    request: FastifyRequest,
    member: Member,
    period: InsightPeriod,
    view: CheckupView,
  ) {
    const now = new Date();
    const today = localDate(now, memberTimeZone(member.timezone));
    const made = { member, period, locale: request.locale, view, today };
    const key = insightsKey(made);
    const stamp = insightsStamp(made);
    const kept = cache.get(key, stamp);
    if (kept) return kept.body;
    // The period read beside the session, if it was read for exactly this document; else a read.
    const ahead = readAhead.get(request);
    const insights =
      ahead !== undefined &&
      view === 'author' &&
      ahead.userId === member.id &&
      ahead.period === period &&
      ahead.locale === request.locale &&
      ahead.today === today
        ? insightsOf(member, ahead.read, { now, today })
        : await loadInsights(db, member, period, { t: request.t, view }, { now, today });
    const body = new KeptBody(insightsBody(insights, view, period));
    // Replaces the document of an older stamp, if any: it could never be served again.
    cache.set(key, { stamp, version: member.resultsVersion, body });
    return body;
  }

  app.get(
    '/api/insights',
    { config: { ...contract.getInsights.config, readSession: readSessionWithPeriod } },
    async (request, reply) => {
      const actor = requireUser(request);
      const period = readPeriod(request.query);
      const body = await insightsDocument(request, memberOf(actor), period, 'author');
      return sendKeptDocument(request, reply.type(JSONAPI_MEDIA_TYPE), body);
    },
  );

  app.get<SlugParams>('/api/users/:slug/insights', contract.getMemberInsights, async (request, reply) => {
    const actor = requireUser(request);
    const period = readPeriod(request.query);
    const { member, subject } = authorize(await findResultsRequest(db, actor, request.params.slug), (r) =>
      resultsPolicy.canReadAs(actor.id, r.access, r.subject),
    );
    const view = resultsPolicy.isAuthor({ userId: actor.id }, { userId: member.id }) ? 'author' : 'viewer';
    const body = await insightsDocument(request, member, period, view);
    // Authorized above and recorded here on every read, served from the cache or not.
    if (view === 'viewer') await auditResultsRead(app, request, actor, subject, 'insights');
    return sendKeptDocument(request, reply.type(JSONAPI_MEDIA_TYPE), body);
  });
}
