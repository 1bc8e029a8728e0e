import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import { addOrganizationRole, clientFor, createOrganization, createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function world() {
  const org = await createOrganization(t.ctx);
  const other = await createOrganization(t.ctx);
  const admin = await createUser(t.ctx);
  const member = await createUser(t.ctx);
  const outsider = await createUser(t.ctx);
  await addOrganizationRole(t.ctx, org, admin, 'administrator');
  await addOrganizationRole(t.ctx, org, member, 'member');
  await addOrganizationRole(t.ctx, other, outsider, 'administrator');
  return { org, admin, member, outsider };
}

const eap = {
  name_en: 'Employee assistance line',
  name_fr: "Ligne d'aide aux employés",
  description_en: 'Free, confidential, 24/7.',
  category: 'eap',
  phone: '1-800-555-0199',
  url: 'https://eap.example.org',
  email: 'help@eap.example.org',
  hours: '24/7',
  languages: ['en', 'fr'],
  modalities: ['phone', 'video'],
};

describe('health services', () => {
  it('lets administrators add, change and remove them; members read them in their language', async () => {
    const w = await world();
    const admin = await clientFor(t.app, w.admin);
    const base = `/api/organizations/${w.org.slug}/health_services`;
    const created = await admin.post(base, resource('health_services', eap));
    expect(created.statusCode).toBe(201);
    expect(created.headers.location).toBe(`/api/health_services/${created.doc.data?.id}`);
    expect(created.doc.data?.attributes).toMatchObject({
      name: 'Employee assistance line',
      description: 'Free, confidential, 24/7.',
      category: 'eap',
      organization_slug: w.org.slug,
    });
    const slug = String(created.doc.data?.id);
    const francophone = await createUser(t.ctx, { locale: 'fr' });
    await addOrganizationRole(t.ctx, w.org, francophone, 'member');
    const french = await clientFor(t.app, francophone, 'fr');
    const list = await french.get(base);
    expect(list.statusCode).toBe(200);
    expect(items(list).map((item) => item.attributes.name)).toEqual(["Ligne d'aide aux employés"]);
    // No French description: the English one is shown.
    expect(items(list)[0]?.attributes.description).toBe('Free, confidential, 24/7.');
    expect(items(list)[0]?.meta?.abilities).toEqual({ update: false, delete: false });
    const patched = await admin.patch(
      `/api/health_services/${slug}`,
      resource('health_services', { hours: 'Mon–Fri 9:00–17:00', modalities: ['in_person'] }, slug),
    );
    expect(patched.doc.data?.attributes).toMatchObject({
      hours: 'Mon–Fri 9:00–17:00',
      modalities: ['in_person'],
    });
    expect((await admin.delete(`/api/health_services/${slug}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/health_services/${slug}`)).statusCode).toBe(404);
  });

  it('answers 401 signed out, 404 outside the organization, 403 to members who try to manage', async () => {
    const w = await world();
    const admin = await clientFor(t.app, w.admin);
    const base = `/api/organizations/${w.org.slug}/health_services`;
    const slug = String((await admin.post(base, resource('health_services', eap))).doc.data?.id);
    const one = `/api/health_services/${slug}`;
    const change = resource('health_services', { hours: 'Never' }, slug);
    const anonymous = await new TestClient(t.app).start();
    expect((await anonymous.get(base)).statusCode).toBe(401);
    expect((await anonymous.get(one)).statusCode).toBe(401);
    const outsider = await clientFor(t.app, w.outsider);
    expect((await outsider.get(base)).statusCode).toBe(404);
    expect((await outsider.post(base, resource('health_services', eap))).statusCode).toBe(404);
    expect((await outsider.get(one)).statusCode).toBe(404);
    expect((await outsider.patch(one, change)).statusCode).toBe(404);
    expect((await outsider.delete(one)).statusCode).toBe(404);
    const member = await clientFor(t.app, w.member);
    expect((await member.get(one)).statusCode).toBe(200);
    expect((await member.post(base, resource('health_services', eap))).statusCode).toBe(403);
    expect((await member.patch(one, change)).statusCode).toBe(403);
    expect((await member.delete(one)).statusCode).toBe(403);
    expect((await admin.get(one)).doc.data?.attributes.hours).toBe('24/7');
  });

  it('answers 422 with a pointer per field and a message to act on', async () => {
    const w = await world();
    const admin = await clientFor(t.app, w.admin, 'fr');
    const base = `/api/organizations/${w.org.slug}/health_services`;
    const bad = await admin.post(
      base,
      resource('health_services', { name_en: '', category: 'astrology', url: 'ftp://x', languages: ['xx'] }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.doc.errors?.map((error) => error.source?.pointer).sort()).toEqual(
      [
        '/data/attributes/category',
        '/data/attributes/languages/0',
        '/data/attributes/name_en',
        '/data/attributes/name_fr',
        '/data/attributes/url',
      ].sort(),
    );
    expect(bad.doc.errors?.find((e) => e.source?.pointer === '/data/attributes/category')?.detail).toBe(
      'Choose a category from the list.',
    );
  });
});
