import { access } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../../test/fakes/fake-s3';
import { uploads, users } from '../../db/schema';
import { textPdf } from '../../lib/pdf';
import { S3Storage } from '../../storage/s3';
import { createTestApp, type TestApp } from '../../test/app';
import { resource, TestClient } from '../../test/client';
import { clientFor, createUser, TEST_PASSWORD } from '../../test/factories';
import { upload } from '../../test/multipart';

/** The whole app with S3_* pointing at an S3-compatible server started by this file. */
const credentials = { accessKeyId: 'AKIAEVENKEEL', secretAccessKey: 'uploads-secret', region: 'us-east-1' };
const BUCKET = 'evenkeel-uploads';
let s3: FakeS3;
let t: TestApp;

beforeAll(async () => {
  s3 = await startFakeS3(credentials);
  t = await createTestApp({
    S3_BUCKET: BUCKET,
    S3_REGION: credentials.region,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const picture = (background = '#336699') =>
  sharp({ create: { width: 300, height: 300, channels: 3, background } })
    .png()
    .toBuffer();
const pdf = textPdf('Letter', ['A document']);
const keyOf = (url: unknown) => String(url).replace('/uploads/', '');
const uploadCount = async () => (await t.ctx.db.select({ value: count() }).from(uploads))[0]?.value;

describe('uploads in an S3-compatible bucket', () => {
  it('uses the S3 adapter and writes nothing to the data folder', async () => {
    expect(t.ctx.storage).toBeInstanceOf(S3Storage);
    const client = await clientFor(t.app, await createUser(t.ctx));
    expect((await upload(client, 'profile_picture', await picture())).statusCode).toBe(201);
    await expect(access(path.join(t.ctx.env.dataDir, 'uploads'))).rejects.toThrow();
  });

  it('stores an upload in the bucket (signed, typed, private) and serves it back through /uploads', async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    const created = await upload(client, 'profile_picture', await picture(), { filename: 'me.png' });
    expect(created.statusCode).toBe(201);
    const url = String(created.doc.data?.attributes.url);
    const key = keyOf(url);

    const object = s3.objects.get(`${BUCKET}/${key}`);
    expect(object).toMatchObject({ contentType: 'image/png', acl: 'private' });
    const put = s3.requests.find(
      (request) => request.method === 'PUT' && request.path === `/${BUCKET}/${key}`,
    );
    expect(put?.authorized).toBe(true);
    expect(String(put?.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAEVENKEEL\//);
    // The user's file name never reaches the store.
    expect(s3.requests.some((request) => request.path.includes('me.png'))).toBe(false);

    const viewer = await clientFor(t.app, await createUser(t.ctx));
    const served = await viewer.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(object?.data as Buffer)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(300);
  });

  it('serves a document to its owner only, as an attachment; another user gets 404', async () => {
    const owner = await clientFor(t.app, await createUser(t.ctx));
    const url = String(
      (await upload(owner, 'document', pdf, { filename: 'notes.pdf', type: 'application/pdf' })).doc.data
        ?.attributes.url,
    );
    expect(s3.objects.get(`${BUCKET}/${keyOf(url)}`)?.contentType).toBe('application/pdf');
    const own = await owner.get(url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe(`attachment; filename="${keyOf(url)}"`);
    expect(own.rawPayload.equals(pdf)).toBe(true);
    const other = await clientFor(t.app, await createUser(t.ctx));
    const before = s3.requests.length;
    expect((await other.get(url)).statusCode).toBe(404);
    // Refused before the store is asked.
    expect(s3.requests.length).toBe(before);
    expect((await new TestClient(t.app).start().then((anonymous) => anonymous.get(url))).statusCode).toBe(
      401,
    );
  });

  it('answers 404 when the object is missing from the bucket', async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    const url = String((await upload(client, 'group_logo', await picture())).doc.data?.attributes.url);
    s3.objects.delete(`${BUCKET}/${keyOf(url)}`);
    const response = await client.get(url);
    expect(response.statusCode).toBe(404);
    expect(response.doc.errors?.[0]?.code).toBe('not_found');
  });

  it('records no upload when the bucket refuses the object', async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    const before = await uploadCount();
    const objects = s3.objects.size;
    s3.failNext(500, 3);
    const response = await upload(client, 'profile_picture', await picture());
    expect(response.statusCode).toBe(500);
    expect(response.doc.errors?.[0]).toMatchObject({
      code: 'server_error',
      detail: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(response.body).not.toContain(credentials.secretAccessKey);
    expect(await uploadCount()).toBe(before);
    expect(s3.objects.size).toBe(objects);
  });

  it('deletes the replaced profile picture from the bucket', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const first = String(
      (await upload(client, 'profile_picture', await picture('#111111'))).doc.data?.attributes.url,
    );
    const second = String(
      (await upload(client, 'profile_picture', await picture('#222222'))).doc.data?.attributes.url,
    );
    const patch = (url: string) =>
      client.patch(`/api/users/${user.slug}`, resource('users', { profile_picture_url: url }, user.slug));
    expect((await patch(first)).statusCode).toBe(200);
    expect((await patch(second)).statusCode).toBe(200);
    expect(s3.objects.has(`${BUCKET}/${keyOf(first)}`)).toBe(false);
    expect(s3.objects.has(`${BUCKET}/${keyOf(second)}`)).toBe(true);
  });

  it('deletes every object of an account when the account is deleted, and only those', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const urls = [
      String((await upload(client, 'profile_picture', await picture())).doc.data?.attributes.url),
      String((await upload(client, 'group_logo', await picture())).doc.data?.attributes.url),
      String((await upload(client, 'document', pdf, { type: 'application/pdf' })).doc.data?.attributes.url),
    ];
    const neighbour = await clientFor(t.app, await createUser(t.ctx));
    const kept = String(
      (await upload(neighbour, 'profile_picture', await picture())).doc.data?.attributes.url,
    );
    for (const url of [...urls, kept]) expect(s3.objects.has(`${BUCKET}/${keyOf(url)}`)).toBe(true);

    const deleted = await client.request('DELETE', `/api/users/${user.slug}`, {
      body: resource('users', { password: TEST_PASSWORD }, user.slug),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    for (const url of urls) {
      expect(s3.objects.has(`${BUCKET}/${keyOf(url)}`)).toBe(false);
      const request = s3.requests.find((r) => r.method === 'DELETE' && r.path === `/${BUCKET}/${keyOf(url)}`);
      expect(request?.authorized).toBe(true);
    }
    expect(s3.objects.has(`${BUCKET}/${keyOf(kept)}`)).toBe(true);
    expect((await neighbour.get(kept)).statusCode).toBe(200);
  });
});
