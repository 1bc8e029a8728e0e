// Issue 26 §4.9: every endpoint that takes a name refuses one that is blank once invisible
// characters count as nothing (U+2800 braille blank passed before), or whose text changes
// direction through a mark (RLM U+200F, ALM U+061C passed before) — a 422 at the field, with a
// message a person can act on, in their language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../auth/user';
import { createTestApp, type TestApp } from '../test/app';
import { type Response, resource, TestClient } from '../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  clientFor,
  createGroup,
  createOrganization,
  createProviderProfile,
  createUser,
} from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MESSAGES = {
  en: {
    blank: /must contain letters, not only spaces or invisible characters\.$/,
    direction: /cannot contain characters that change the direction of the text\.$/,
  },
  fr: {
    blank: /doit contenir des lettres, pas seulement des espaces ou des caractères invisibles\.$/,
    direction: /ne peut pas contenir de caractères qui changent le sens du texte\.$/,
  },
} as const;
const REFUSED = [
  ['\u2800', 'blank'],
  ['\u2800\u3164\u{E0020}\uFE0F', 'blank'],
  ['Ann\u200F', 'direction'],
  ['Ann\u061C', 'direction'],
] as const;

type Lang = keyof typeof MESSAGES;
type Endpoint = {
  name: string;
  field: string;
  send(client: TestClient, value: string, actor: User): Promise<Response>;
};

/** An administrator of everything a name can be given to, in a language. */
async function administrator(lang: Lang) {
  const user = await createUser(t.ctx, { locale: lang, platformAdmin: true });
  const organization = await createOrganization(t.ctx);
  await addOrganizationRole(t.ctx, organization, user, 'administrator');
  const group = await createGroup(t.ctx, organization);
  await addGroupRole(t.ctx, group, user, 'administrator');
  const provider = await createProviderProfile(t.ctx, user, organization);
  const client = await clientFor(t.app, user, lang);
  return { user, organization, group, provider, client };
}

describe('names everywhere (issue 26 §4.9)', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`refuses blank and direction-changing names at every endpoint that takes one (${lang})`, async () => {
      const admin = await administrator(lang);
      const created = async (path: string, type: string, attributes: Record<string, unknown>) => {
        const response = await admin.client.post(path, resource(type, attributes));
        expect(response.statusCode, `${path} ${response.body}`).toBe(201);
        return response.doc.data?.id as string;
      };
      const benefitGroup = await created(
        `/api/organizations/${admin.organization.slug}/benefit_groups`,
        'benefit_groups',
        { name: 'Staff' },
      );
      const service = await created(
        `/api/organizations/${admin.organization.slug}/health_services`,
        'health_services',
        { name_en: 'Clinic', name_fr: 'Clinique', category: 'psychotherapy' },
      );
      const line = {
        country_code: 'CA',
        kind: 'crisis_line',
        name_en: 'Help line',
        name_fr: 'Ligne d’aide',
        phone: '1 800 555 0100',
        available_24_7: true,
        languages: ['en', 'fr'],
        source_url: 'https://example.org/source',
        verified_on: '2026-11-01',
      };
      const crisisLine = await created('/api/crisis_lines', 'crisis_lines', line);

      const patch = (path: string, type: string, id: string, field: string) => ({
        name: `PATCH ${path} ${field}`,
        field,
        send: (client: TestClient, value: string) =>
          client.patch(path, resource(type, { [field]: value }, id)),
      });
      const endpoints: Endpoint[] = [
        {
          name: 'POST /api/users first_name',
          field: 'first_name',
          send: async (_client, value) => {
            const visitor = await new TestClient(t.app).start();
            visitor.locale = lang;
            return visitor.post(
              '/api/users',
              resource('users', {
                email: `name-${Math.random().toString(36).slice(2)}@example.test`,
                password: 'a long enough passphrase',
                first_name: value,
                last_name: 'Doe',
              }),
            );
          },
        },
        {
          name: 'POST /api/users last_name',
          field: 'last_name',
          send: async (_client, value) => {
            const visitor = await new TestClient(t.app).start();
            visitor.locale = lang;
            return visitor.post(
              '/api/users',
              resource('users', {
                email: `name-${Math.random().toString(36).slice(2)}@example.test`,
                password: 'a long enough passphrase',
                first_name: 'Jane',
                last_name: value,
              }),
            );
          },
        },
        patch(`/api/users/${admin.user.slug}`, 'users', admin.user.slug, 'first_name'),
        patch(`/api/users/${admin.user.slug}`, 'users', admin.user.slug, 'last_name'),
        {
          name: 'POST /api/organizations name',
          field: 'name',
          send: (client, value) =>
            client.post('/api/organizations', resource('organizations', { name: value })),
        },
        patch(
          `/api/organizations/${admin.organization.slug}`,
          'organizations',
          admin.organization.slug,
          'name',
        ),
        {
          name: 'POST /api/organizations/{slug}/groups name',
          field: 'name',
          send: (client, value) =>
            client.post(
              `/api/organizations/${admin.organization.slug}/groups`,
              resource('groups', { name: value }),
            ),
        },
        patch(`/api/groups/${admin.group.slug}`, 'groups', admin.group.slug, 'name'),
        patch(`/api/providers/${admin.provider.slug}`, 'providers', admin.provider.slug, 'display_name'),
        {
          name: 'POST /api/organizations/{slug}/benefit_groups name',
          field: 'name',
          send: (client, value) =>
            client.post(
              `/api/organizations/${admin.organization.slug}/benefit_groups`,
              resource('benefit_groups', { name: value }),
            ),
        },
        patch(`/api/benefit_groups/${benefitGroup}`, 'benefit_groups', benefitGroup, 'name'),
        {
          name: 'POST /api/organizations/{slug}/health_services name_fr',
          field: 'name_fr',
          send: (client, value) =>
            client.post(
              `/api/organizations/${admin.organization.slug}/health_services`,
              resource('health_services', { name_en: 'Clinic', name_fr: value, category: 'psychotherapy' }),
            ),
        },
        patch(`/api/health_services/${service}`, 'health_services', service, 'name_en'),
        {
          name: 'POST /api/crisis_lines name_en',
          field: 'name_en',
          send: (client, value) =>
            client.post('/api/crisis_lines', resource('crisis_lines', { ...line, name_en: value })),
        },
        patch(`/api/crisis_lines/${crisisLine}`, 'crisis_lines', crisisLine, 'name_fr'),
      ];

      for (const endpoint of endpoints) {
        for (const [value, rule] of REFUSED) {
          const response = await endpoint.send(admin.client, value, admin.user);
          const label = `${endpoint.name} ${JSON.stringify(value)}`;
          expect(response.statusCode, `${label} ${response.body}`).toBe(422);
          const error = response.doc.errors?.find(
            (e) => e.source?.pointer === `/data/attributes/${endpoint.field}`,
          );
          expect(error?.detail, label).toMatch(MESSAGES[lang][rule]);
        }
      }
    });
  }

  it('refuses them on the sign-up form too, in the page’s language', async () => {
    for (const [lang, value, rule] of [
      ['en', '\u2800', 'blank'],
      ['fr', 'Ann\u200F', 'direction'],
    ] as const) {
      const visitor = new TestClient(t.app);
      visitor.locale = lang;
      const page = await visitor.get('/sign-up', { accept: 'text/html' });
      const token = /name="authenticity_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
      const response = await visitor.request('POST', '/sign-up', {
        body: new URLSearchParams({
          authenticity_token: token,
          first_name: value,
          last_name: 'Doe',
          email: 'form-name@example.test',
          password: 'a long enough passphrase',
          locale: lang,
        }).toString(),
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode).toBe(422);
      const source = MESSAGES[lang][rule].source.replace(/\\/g, '').replace(/\$$/, '');
      expect(response.body).toContain(source);
    }
  });
});
