import {
  crisisLineCreateSchema,
  crisisLineResource,
  crisisLinesMeta,
  crisisLineUpdateSchema,
  fieldErrors,
  listDocument,
  singleDocument,
} from '@evenkeel/common';
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

type SlugParams = { Params: { slug: string } };

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
      config: {
        openapi: {
          tag: 'crisis_lines',
          operationId: 'listCrisisLines',
          query: {
            page: true,
            filter: {
              country_code: {
                description: 'ISO 3166-1 alpha-2; default: your profile country',
                schema: { type: 'string', pattern: '^[A-Za-z]{2}$' },
              },
              administrative_area_code: {
                description: 'ISO 3166-2 subdivision (e.g. QC); needs filter[country_code]',
              },
              view: {
                description:
                  '`edit`: every line of the country with both languages (platform administrators)',
                schema: { enum: ['public', 'edit'] },
              },
            },
          },
          summary:
            'Crisis lines for a place, no sign-in: `country_code` (ISO 3166-1, e.g. CA) and `administrative_area_code` (e.g. QC), else the profile’s; the country’s lines plus the region’s, emergency first; texts in the request’s language; `meta.countries`, `meta.country_code`, `meta.administrative_area_code`. `view=edit` (platform administrators): every line of the country with both languages’ texts',
          responses: {
            200: {
              description: 'A page of the lines for the place, emergency first',
              document: listDocument(crisisLineResource, { meta: crisisLinesMeta }),
            },
            401: 'view=edit signed out',
            403: 'view=edit without the platform administrator role',
            422: 'invalid country or region code',
          },
        },
      },
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

  app.post(
    '/api/crisis_lines',
    {
      config: {
        openapi: {
          tag: 'crisis_lines',
          operationId: 'createCrisisLine',
          location: '/api/crisis_lines/{id}',
          summary:
            'Add a crisis line (platform administrators): both languages’ names, https links, ISO 639-1 languages; the slug is made from the country, region and English name',
          signedIn: true,
          body: { type: 'crisis_lines', attributes: crisisLineCreateSchema },
          responses: {
            201: { description: 'The new line', document: singleDocument(crisisLineResource) },
            401: 'signed out',
            403: 'not a platform administrator',
            422: 'invalid',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requirePlatformAdmin(request);
      const input = readLine(request, crisisLineCreateSchema);
      assertKnownCountry(request, input.country_code);
      const line = await createLine(db, input, { id: actor.id, ip: request.ip });
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentCrisisLineForEditing(line, request.locale)));
    },
  );

  app.patch<SlugParams>(
    '/api/crisis_lines/:slug',
    {
      config: {
        openapi: {
          tag: 'crisis_lines',
          operationId: 'updateCrisisLine',
          summary:
            'Change a crisis line (platform administrators); the result must still be a complete line. The shipped dataset no longer updates it',
          signedIn: true,
          body: { type: 'crisis_lines', attributes: crisisLineUpdateSchema, idRequired: true },
          responses: {
            200: { description: 'The line as saved', document: singleDocument(crisisLineResource) },
            401: 'signed out',
            403: 'not a platform administrator',
            404: 'not found',
            422: 'invalid',
          },
        },
      },
    },
    async (request, reply) => {
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
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentCrisisLineForEditing(updated, request.locale)));
    },
  );

  app.delete<SlugParams>(
    '/api/crisis_lines/:slug',
    {
      config: {
        openapi: {
          tag: 'crisis_lines',
          operationId: 'deleteCrisisLine',
          summary:
            'Delete a crisis line (platform administrators); a shipped line does not come back at restart',
          signedIn: true,
          responses: {
            204: 'deleted',
            401: 'signed out',
            403: 'not a platform administrator',
            404: 'not found',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requirePlatformAdmin(request);
      const line = await findLine(db, request.params.slug);
      if (!line) throw notFound();
      await deleteLine(db, line, { id: actor.id, ip: request.ip });
      return reply.status(204).send();
    },
  );
}
