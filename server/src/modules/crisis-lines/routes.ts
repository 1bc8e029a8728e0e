import { crisisLineCreateSchema, crisisLineUpdateSchema, fieldErrors } from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { User } from '../../auth/user';
import { requireUser } from '../../http/authenticate';
import { notFound, validationFailed } from '../../http/errors';
import {
  JSONAPI_MEDIA_TYPE,
  type Page,
  parsePage,
  readChoice,
  readResource,
  toDocument,
} from '../../http/jsonapi';
import { dynamicKey, type ServerTranslate } from '../../i18n';
import { crisisLinePolicy, permit } from '../../policies';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { allCountries, isCountryCode, namedCountries } from './countries';
import { resolveLocation, setPublicCacheHeaders } from './location';
import { crisisPageRoutes } from './page';
import { presentCrisisLine, presentCrisisLineForEditing } from './presenter';
import {
  createLine,
  deleteLine,
  findLine,
  lineLocations,
  linesForLocation,
  linesOfCountry,
  toAttributes,
  updateLine,
} from './service';

const MISSING = '\u0000missing';

/**
 * The request's translator, looking in this area's own catalogue section first
 * (`crisis_lines.fields.name_fr`, `crisis_lines.validation.https_url`), then the shared one.
 */
export function crisisTranslate(t: ServerTranslate): ServerTranslate {
  // Keys here are the shared ones or this area's own (`validation.country_code` lives under
  // `crisis_lines.`): resolved at run time, so taken as dynamic keys.
  return (key, params) => {
    const own = t(dynamicKey(`crisis_lines.${key}`), { ...params, defaultValue: MISSING });
    return own === MISSING ? t(key, params) : own;
  };
}

/** A place has a few lines, read whole and ordered: the page is cut from them. */
const pageOf = <T>(lines: T[], page: Page) => lines.slice(page.offset, page.offset + page.size);

/** `readResource` with this area's field names and messages. */
function readLine<S extends z.ZodType>(request: FastifyRequest, schema: S, id?: string): z.infer<S> {
  const shared = request.t;
  request.t = crisisTranslate(shared);
  try {
    return readResource(request, { type: 'crisis_lines', schema, id });
  } finally {
    request.t = shared;
  }
}

/** The ISO list knows the country: a two-letter shape alone is not enough. */
function assertKnownCountry(request: FastifyRequest, code: string): void {
  if (isCountryCode(code)) return;
  const t = crisisTranslate(request.t);
  throw validationFailed([
    {
      field: 'country_code',
      pointer: '/data/attributes/country_code',
      message: t(dynamicKey('validation.country_code'), { field: t(dynamicKey('fields.country_code')) }),
    },
  ]);
}

function requirePlatformAdmin(request: FastifyRequest): User {
  const actor = requireUser(request);
  // The collection is public knowledge: a refusal here is a 403, not a 404.
  permit(crisisLinePolicy.canManage(actor));
  return actor;
}

export async function crisisLineRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  await crisisPageRoutes(app);

  app.get(
    '/api/crisis_lines',
    {
      ...contract.listCrisisLines,
      onSend: async (request, reply, payload) => {
        const query = request.query as Record<string, unknown>;
        if (reply.statusCode === 200 && query['filter[view]'] !== 'edit')
          setPublicCacheHeaders(request, reply);
        return payload;
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const view = readChoice(query['filter[view]'], 'filter[view]', ['public', 'edit'], 'public');
      if (view === 'edit') requirePlatformAdmin(request);
      const page = parsePage(query);
      const { country, area } = resolveLocation(
        request,
        query['filter[country_code]'],
        query['filter[administrative_area_code]'],
      );
      const locations = await lineLocations(db);
      const meta: Record<string, unknown> = {
        countries: namedCountries(locations.countries, request.locale),
        country_code: country,
        administrative_area_code: view === 'edit' ? null : area,
      };
      if (view === 'edit') {
        meta.all_countries = allCountries(request.locale);
        const lines = country ? await linesOfCountry(db, country) : [];
        return reply.type(JSONAPI_MEDIA_TYPE).send(
          toDocument(
            pageOf(lines, page).map((line) => presentCrisisLineForEditing(line, request.locale)),
            { meta: { ...meta, total: lines.length } },
          ),
        );
      }
      const lines = country ? await linesForLocation(db, country, area) : [];
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(
          pageOf(lines, page).map((line) => presentCrisisLine(line, request.locale)),
          { meta: { ...meta, total: lines.length } },
        ),
      );
    },
  );

  app.post('/api/crisis_lines', contract.createCrisisLine, async (request, reply) => {
    const actor = requirePlatformAdmin(request);
    const input = readLine(request, crisisLineCreateSchema);
    assertKnownCountry(request, input.country_code);
    const line = await createLine(db, input, { id: actor.id, ip: request.ip });
    return reply
      .status(201)
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentCrisisLineForEditing(line, request.locale)));
  });

  app.patch<SlugParams>('/api/crisis_lines/:slug', contract.updateCrisisLine, async (request, reply) => {
    const actor = requirePlatformAdmin(request);
    const line = await findLine(db, request.params.slug);
    if (!line) throw notFound();
    const changes = readLine(request, crisisLineUpdateSchema, line.slug);
    const merged = { ...toAttributes(line) };
    for (const [key, value] of Object.entries(changes)) if (value !== undefined) merged[key] = value;
    const parsed = crisisLineCreateSchema.safeParse(merged);
    if (!parsed.success) throw validationFailed(fieldErrors(parsed.error, crisisTranslate(request.t)));
    assertKnownCountry(request, parsed.data.country_code);
    const updated = await updateLine(db, line, parsed.data, { id: actor.id, ip: request.ip });
    if (!updated) throw notFound();
    return reply
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentCrisisLineForEditing(updated, request.locale)));
  });

  app.delete<SlugParams>('/api/crisis_lines/:slug', contract.deleteCrisisLine, async (request, reply) => {
    const actor = requirePlatformAdmin(request);
    const line = await findLine(db, request.params.slug);
    if (!line) throw notFound();
    await deleteLine(db, line, { id: actor.id, ip: request.ip });
    return reply.status(204).send();
  });
}
