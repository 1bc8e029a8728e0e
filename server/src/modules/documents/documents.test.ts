import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../../db/schema';
import { textPdf } from '../../lib/pdf';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import {
  addOrganizationRole,
  clientFor,
  createOrganization,
  createUser,
  resourceWith,
} from '../../test/factories';
import { upload } from '../../test/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setUp() {
  const org = await createOrganization(t.ctx);
  const adminUser = await createUser(t.ctx);
  const memberUser = await createUser(t.ctx);
  const outsideUser = await createUser(t.ctx);
  const providerUser = await createUser(t.ctx);
  await addOrganizationRole(t.ctx, org, adminUser, 'administrator');
  await addOrganizationRole(t.ctx, org, memberUser, 'member');
  await addOrganizationRole(t.ctx, org, outsideUser, 'member');
  const [provider] = await t.ctx.db
    .insert(providers)
    .values({ userId: providerUser.id, organizationId: org.id, displayName: 'Dr. Roy' })
    .returning();
  const admin = await clientFor(t.app, adminUser);
  const group = (
    await admin.post(
      `/api/organizations/${org.slug}/benefit_groups`,
      resource('benefit_groups', { name: 'Staff' }),
    )
  ).doc.data?.id as string;
  await admin.post(
    `/api/benefit_groups/${group}/members`,
    resource('benefit_group_members', { users: [memberUser.slug] }),
  );
  return {
    org,
    group,
    provider: provider?.slug as string,
    admin,
    member: await clientFor(t.app, memberUser),
    outside: await clientFor(t.app, outsideUser),
    providerClient: await clientFor(t.app, providerUser),
    stranger: await clientFor(t.app, await createUser(t.ctx)),
  };
}

const uploadPdf = async (client: TestClient, title = 'Plan booklet') => {
  const response = await upload(client, 'document', textPdf(title, ['Psychotherapy: 8 sessions']), {
    filename: 'booklet.pdf',
    type: 'application/pdf',
  });
  expect(response.statusCode).toBe(201);
  return response.doc.data?.id as string;
};

const attach = (
  client: TestClient,
  name: string | undefined,
  related: { upload?: string; benefit_group?: string; provider?: string },
) =>
  client.post(
    '/api/documents',
    resourceWith('documents', name === undefined ? {} : { name }, {
      ...(related.upload ? { upload: { type: 'uploads', id: related.upload } } : {}),
      ...(related.benefit_group
        ? { benefit_group: { type: 'benefit_groups', id: related.benefit_group } }
        : {}),
      ...(related.provider ? { provider: { type: 'providers', id: related.provider } } : {}),
    }),
  );

describe('documents', () => {
  it('attach a plan booklet that the group’s members and administrators read, nobody else', async () => {
    const s = await setUp();
    const file = await uploadPdf(s.admin);
    const created = await attach(s.admin, 'Plan booklet 2026', { upload: file, benefit_group: s.group });
    expect(created.statusCode).toBe(201);
    expect(created.doc.data?.attributes).toMatchObject({
      name: 'Plan booklet 2026',
      content_type: 'application/pdf',
    });
    const url = created.doc.data?.attributes.url as string;
    const slug = created.doc.data?.id as string;

    const listed = await s.member.get(`/api/documents?filter[benefit_group]=${s.group}`);
    expect(items(listed).map((item) => item.attributes.name)).toEqual(['Plan booklet 2026']);
    expect(items(listed)[0]?.meta).toMatchObject({ abilities: { delete: false } });
    const file200 = await s.member.get(url);
    expect(file200.statusCode).toBe(200);
    expect(file200.headers['content-type']).toBe('application/pdf');
    for (const other of [s.outside, s.stranger]) {
      expect((await other.get(`/api/documents?filter[benefit_group]=${s.group}`)).statusCode).toBe(404);
      expect((await other.get(url)).statusCode).toBe(404);
      expect((await other.delete(`/api/documents/${slug}`)).statusCode).toBe(404);
    }
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.get(`/api/documents?filter[benefit_group]=${s.group}`)).statusCode).toBe(401);
    // Members read it; only administrators add or remove.
    const memberFile = await uploadPdf(s.member);
    expect((await attach(s.member, 'Mine', { upload: memberFile, benefit_group: s.group })).statusCode).toBe(
      403,
    );
    expect((await s.member.delete(`/api/documents/${slug}`)).statusCode).toBe(403);
    expect((await s.admin.delete(`/api/documents/${slug}`)).statusCode).toBe(204);
    expect((await s.member.get(url)).statusCode).toBe(404);
    expect((await s.admin.get(url)).statusCode).toBe(404);
  });

  it('need a name and an upload first: the spec’s two messages, in English and French', async () => {
    const s = await setUp();
    const both = await attach(s.admin, undefined, { benefit_group: s.group });
    expect(both.statusCode).toBe(422);
    expect(both.doc.errors?.map((error) => [error.source?.pointer, error.detail])).toEqual([
      ['/data/attributes/name', "You must specify document's name"],
      ['/data/relationships/upload', 'You must upload a document first'],
    ]);
    const blank = await attach(s.admin, '  ', { upload: await uploadPdf(s.admin), benefit_group: s.group });
    expect(blank.doc.errors?.[0]?.detail).toBe("You must specify document's name");
    const frenchAdmin = await createUser(t.ctx, { locale: 'fr' });
    await addOrganizationRole(t.ctx, s.org, frenchAdmin, 'administrator');
    const french = await attach(await clientFor(t.app, frenchAdmin, 'fr'), undefined, {
      benefit_group: s.group,
    });
    expect(french.doc.errors?.map((error) => error.detail)).toEqual([
      'Vous devez indiquer le nom du document',
      'Vous devez d’abord téléverser un document',
    ]);
    const nowhere = await attach(s.admin, 'Booklet', { upload: await uploadPdf(s.admin) });
    expect(nowhere.doc.errors?.[0]?.source).toEqual({ pointer: '/data/relationships/benefit_group' });
  });

  it('take only the author’s own document upload, once', async () => {
    const s = await setUp();
    const theirs = await uploadPdf(s.member);
    const stolen = await attach(s.admin, 'Booklet', { upload: theirs, benefit_group: s.group });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.doc.errors?.[0]?.source).toEqual({ pointer: '/data/relationships/upload' });
    const picture = await upload(
      s.admin,
      'profile_picture',
      await sharp({ create: { width: 200, height: 200, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
    );
    expect(
      (await attach(s.admin, 'Picture', { upload: picture.doc.data?.id, benefit_group: s.group })).statusCode,
    ).toBe(422);
    const file = await uploadPdf(s.admin);
    expect((await attach(s.admin, 'Once', { upload: file, benefit_group: s.group })).statusCode).toBe(201);
    expect((await attach(s.admin, 'Twice', { upload: file, benefit_group: s.group })).statusCode).toBe(422);
  });

  it('keep to PDF, PNG and JPEG of 5 MB at most, checked by their content', async () => {
    const s = await setUp();
    const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const image = await upload(s.admin, 'document', png, { filename: 'scan.pdf', type: 'application/pdf' });
    expect(image.statusCode).toBe(201);
    expect(image.doc.data?.attributes).toMatchObject({ content_type: 'image/png', width: 600, height: 800 });
    const gif = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(s.admin, 'document', gif, { filename: 'a.png' })).statusCode).toBe(422);
    const renamed = await upload(s.admin, 'document', Buffer.from('%PDF-1.7\nnot really'), {
      type: 'application/pdf',
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.doc.errors?.[0]?.detail).toBe('This file is not a PDF, PNG or JPEG file.');
    const big = await upload(s.admin, 'document', textPdf('Big', [], { padTo: 5 * 1024 * 1024 + 2048 }), {
      type: 'application/pdf',
    });
    expect(big.statusCode).toBe(413);
    expect(big.doc.errors?.[0]?.detail).toBe('The file is larger than 5 MB.');
    const justUnder = await upload(
      s.admin,
      'document',
      textPdf('Fits', [], { padTo: 5 * 1024 * 1024 - 4096 }),
      {
        type: 'application/pdf',
      },
    );
    expect(justUnder.statusCode).toBe(201);
  });

  it('of a provider (licences) are added by the provider and shown on request to the organization’s people', async () => {
    const s = await setUp();
    const file = await uploadPdf(s.providerClient, 'Licence');
    const created = await attach(s.providerClient, 'Licence OPQ', { upload: file, provider: s.provider });
    expect(created.statusCode).toBe(201);
    expect((created.doc.data as { relationships?: Record<string, unknown> }).relationships?.provider).toEqual(
      {
        data: { type: 'providers', id: s.provider },
      },
    );
    const asked = await s.outside.get(`/api/documents?filter[provider]=${s.provider}`);
    expect(items(asked).map((item) => item.attributes.name)).toEqual(['Licence OPQ']);
    expect((await s.outside.get(items(asked)[0]?.attributes.url as string)).statusCode).toBe(200);
    expect((await s.stranger.get(`/api/documents?filter[provider]=${s.provider}`)).statusCode).toBe(404);
    const adminFile = await uploadPdf(s.admin);
    expect(
      (await attach(s.admin, 'Fake licence', { upload: adminFile, provider: s.provider })).statusCode,
    ).toBe(403);
    expect((await s.admin.delete(`/api/documents/${created.doc.data?.id}`)).statusCode).toBe(403);
    expect((await s.admin.get('/api/documents')).statusCode).toBe(422);
    expect(
      (await s.admin.get(`/api/documents?filter[provider]=${s.provider}&filter[benefit_group]=${s.group}`))
        .statusCode,
    ).toBe(422);
    expect((await s.providerClient.delete(`/api/documents/${created.doc.data?.id}`)).statusCode).toBe(204);
  });
});
