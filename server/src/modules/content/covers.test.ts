import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { clientFor, createUser, TEST_PASSWORD } from '../../test/factories';
import { upload } from '../../test/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

describe('article covers', () => {
  it('are uploaded whole (not cropped), scaled to 1600 wide, and an article takes only your own', async () => {
    const writer = await clientFor(t.app, await createUser(t.ctx, { platformAdmin: true }));
    const cover = await upload(writer, 'article_cover', await image(2400, 1200));
    expect(cover.statusCode).toBe(201);
    expect(cover.doc.data?.attributes).toMatchObject({ width: 1600, height: 800 });
    const small = await upload(writer, 'article_cover', await image(300, 300));
    expect(small.statusCode).toBe(422);
    expect(small.doc.errors?.[0]?.detail).toBe('The cover must be at least 320×160 pixels.');
    const url = String(cover.doc.data?.attributes.url);
    const attributes = {
      title: 'With a cover',
      summary: 'S.',
      body: 'B.',
      language: 'en',
      cover_image_url: url,
    };
    const created = await writer.post('/api/articles', { data: { type: 'articles', attributes } });
    expect(created.statusCode).toBe(201);
    expect(created.doc.data?.attributes.cover_image_url).toBe(url);
    // Someone else's cover is refused.
    const other = await clientFor(t.app, await createUser(t.ctx, { platformAdmin: true }));
    const refused = await other.post('/api/articles', { data: { type: 'articles', attributes } });
    expect(refused.statusCode).toBe(422);
    // Readers see the cover file.
    const reader = await clientFor(t.app, await createUser(t.ctx));
    expect((await reader.get(url)).statusCode).toBe(200);
  });

  it('stays when its writer deletes their account, without the cover that went with the account', async () => {
    const writerUser = await createUser(t.ctx, { platformAdmin: true });
    const writer = await clientFor(t.app, writerUser);
    const cover = await upload(writer, 'article_cover', await image(800, 400));
    const url = String(cover.doc.data?.attributes.url);
    const attributes = { title: 'Kept', summary: 'S.', body: 'B.', language: 'en', cover_image_url: url };
    const created = await writer.post('/api/articles', { data: { type: 'articles', attributes } });
    const slug = String(created.doc.data?.id);

    const gone = await writer.request('DELETE', `/api/users/${writerUser.slug}`, {
      body: { data: { type: 'users', id: writerUser.slug, attributes: { password: TEST_PASSWORD } } },
    });
    expect(gone.statusCode).toBe(204);
    const [row] = await t.ctx.db.select().from(contentItems).where(eq(contentItems.slug, slug));
    expect(row?.title).toBe('Kept');
    expect(row?.coverImageUrl).toBeNull();
    expect(await t.ctx.storage.get(url.replace('/uploads/', ''))).toBeNull();
  });
});
