import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../lib/pdf';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { clientFor, createUser } from '../../test/factories';
import { upload } from '../../test/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe('POST /api/uploads', () => {
  it('takes a large picture, keeps the centred square at 512×512 and strips its metadata', async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Someone' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(client, 'profile_picture', photo, {
      filename: 'me.jpg',
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(201);
    const attributes = response.doc.data?.attributes ?? {};
    expect(attributes).toMatchObject({
      purpose: 'profile_picture',
      content_type: 'image/jpeg',
      width: 512,
      height: 512,
    });
    expect(String(attributes.url)).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    // No upload resource to GET: Location names the stored file itself.
    expect(response.headers.location).toBe(attributes.url);
    const file = await client.get(String(attributes.url));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe('inline');
    expect(file.headers['cache-control']).toBe('private, max-age=86400');
    const stored = await sharp(file.rawPayload).metadata();
    expect([stored.width, stored.height]).toEqual([512, 512]);
    expect(stored.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(attributes.byte_size).toBe(file.rawPayload.length);
  });

  it('4000×4000 becomes 512×512; a square between 128 and 512 keeps its size', async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    const big = await upload(client, 'group_logo', await png(4000, 4000));
    expect(big.statusCode).toBe(201);
    expect(big.doc.data?.attributes).toMatchObject({ width: 512, height: 512, content_type: 'image/png' });
    const middle = await upload(client, 'profile_picture', await png(300, 200));
    expect(middle.doc.data?.attributes).toMatchObject({ width: 200, height: 200 });
  });

  it('reads the type from the bytes: a PNG named .gif and sent as image/gif is stored as PNG', async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    const response = await upload(client, 'profile_picture', await png(200, 200), {
      filename: 'animation.gif',
      type: 'image/gif',
    });
    expect(response.statusCode).toBe(201);
    expect(response.doc.data?.attributes.content_type).toBe('image/png');
    expect(String(response.doc.data?.attributes.url)).toMatch(/\.png$/);
    // A real GIF becomes the PNG of its first frame.
    const gif = await sharp({ create: { width: 150, height: 150, channels: 3, background: '#00ff00' } })
      .gif()
      .toBuffer();
    const fromGif = await upload(client, 'profile_picture', gif, { filename: 'a.gif', type: 'image/gif' });
    expect(fromGif.doc.data?.attributes).toMatchObject({ content_type: 'image/png', width: 150 });
  });

  it('refuses executables and scripts renamed .png, in the profile language', async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    for (const data of [
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00 this program'),
      Buffer.from('#!/bin/sh\nrm -rf /\n'),
    ]) {
      const response = await upload(client, 'profile_picture', data, {
        filename: 'photo.png',
        type: 'image/png',
      });
      expect(response.statusCode).toBe(422);
      expect(response.doc.errors?.[0]?.detail).toBe('This file is not a PNG, JPEG or GIF image.');
    }
    const french = await clientFor(t.app, await createUser(t.ctx, { locale: 'fr' }));
    const refused = await upload(french, 'group_logo', Buffer.from('MZ not an image'));
    expect(refused.doc.errors?.[0]?.detail).toBe('Ce fichier n’est pas une image PNG, JPEG ou GIF.');
    const document = await upload(french, 'document', Buffer.from('#!/bin/sh\n'), { filename: 'a.pdf' });
    expect(document.statusCode).toBe(422);
    expect(document.doc.errors?.[0]?.detail).toBe('Ce fichier n’est pas un fichier PDF, PNG ou JPEG.');
    // A PDF header alone, or a file cut short, is not a PDF a viewer can open.
    const whole = textPdf('Letter', ['Dear member']);
    for (const broken of [Buffer.from('%PDF-1.4\n'), whole.subarray(0, whole.length - 30)]) {
      const refused = await upload(french, 'document', broken, {
        filename: 'a.pdf',
        type: 'application/pdf',
      });
      expect(refused.statusCode).toBe(422);
    }
  });

  it('refuses a picture smaller than 128×128', async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    const response = await upload(client, 'profile_picture', await png(100, 100));
    expect(response.statusCode).toBe(422);
    expect(response.doc.errors?.[0]?.detail).toBe('The picture must be at least 128×128 pixels.');
    const french = await clientFor(t.app, await createUser(t.ctx, { locale: 'fr' }));
    const tall = await upload(french, 'profile_picture', await png(100, 900));
    expect(tall.doc.errors?.[0]?.detail).toBe('L’image doit mesurer au moins 128×128 pixels.');
  });

  it('answers 413 above 2 MB for pictures and 5 MB for documents', async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    const threeMegabytes = Buffer.concat([await png(200, 200), Buffer.alloc(3 * 1024 * 1024)]);
    const picture = await upload(client, 'profile_picture', threeMegabytes);
    expect(picture.statusCode).toBe(413);
    expect(picture.doc.errors?.[0]?.detail).toBe('The file is larger than 2 MB.');
    const pdf = (size: number) => textPdf('Letter', ['A long one'], { padTo: size });
    const accepted = await upload(client, 'document', pdf(3 * 1024 * 1024), {
      filename: 'letter.pdf',
      type: 'application/pdf',
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.doc.data?.attributes.content_type).toBe('application/pdf');
    const french = await clientFor(t.app, await createUser(t.ctx, { locale: 'fr' }));
    const tooBig = await upload(french, 'document', pdf(6 * 1024 * 1024), { type: 'application/pdf' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.doc.errors?.[0]?.detail).toBe('Le fichier dépasse 5 Mo.');
  });

  it('needs a session, the CSRF token, a known purpose and a file', async () => {
    const anonymous = await new TestClient(t.app).start();
    expect((await upload(anonymous, 'profile_picture', await png(200, 200))).statusCode).toBe(401);
    const client = await clientFor(t.app, await createUser(t.ctx));
    const noToken = await upload(client, 'profile_picture', await png(200, 200), {
      headers: { 'x-csrf-token': '' },
    });
    expect(noToken.statusCode).toBe(403);
    const badPurpose = await upload(client, 'avatar', await png(200, 200));
    expect(badPurpose.statusCode).toBe(422);
    expect(badPurpose.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/purpose');
    const json = await client.post('/api/uploads', { data: { type: 'uploads', attributes: {} } });
    expect(json.statusCode).toBe(415);
  });
});

describe('GET /uploads/:name', () => {
  it('shows pictures to any signed-in user, documents to their owner only, nothing to the signed out', async () => {
    const owner = await clientFor(t.app, await createUser(t.ctx));
    const other = await clientFor(t.app, await createUser(t.ctx));
    const picture = String(
      (await upload(owner, 'profile_picture', await png(200, 200))).doc.data?.attributes.url,
    );
    const pdf = textPdf('Letter', ['Short']);
    const document = String(
      (await upload(owner, 'document', pdf, { type: 'application/pdf' })).doc.data?.attributes.url,
    );
    expect((await other.get(picture)).statusCode).toBe(200);
    const own = await owner.get(document);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/^attachment/);
    expect((await other.get(document)).statusCode).toBe(404);
    expect((await other.get('/uploads/0123456789abcdef0123456789abcdef.png')).statusCode).toBe(404);
    expect((await other.get('/uploads/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    const anonymous = await new TestClient(t.app).start();
    expect((await anonymous.get(picture)).statusCode).toBe(401);
    expect((await anonymous.get(document)).statusCode).toBe(401);
  });
});
