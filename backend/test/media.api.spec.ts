import { createHash } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import sharp from 'sharp';
import { type Customer, type ErrorJson, ShopFixture } from './support/shop-fixture.js';
import { createTestApp } from './support/test-app.js';
import { multipart } from './support/multipart.js';

interface MediaJson {
  id: string;
  url: string;
  width: number;
  height: number;
  format: string;
  variants: { size: number; url: string }[];
}

/** A real photo-like PNG: a gradient, 1200×900, with EXIF (author and GPS-like comment) to be stripped. */
async function photo(format: 'png' | 'jpeg', width = 1200, height = 900): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 120 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="300" cy="300" r="200" fill="#2a7"/></svg>`,
        ),
      },
    ])
    .withExif({ IFD0: { Artist: 'Secret Photographer', ImageDescription: 'GPS 50.85N 4.35E' } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/**
 * The media library (docs/design/media.md) on a real app and PostgreSQL: real images decoded by sharp, forged
 * ones refused whatever their name says, metadata stripped, square WebP variants served immutable
 * by every instance.
 */
describe('Media library API (real app, real PostgreSQL, sharp)', () => {
  let shop: ShopFixture;
  let admin: Customer;
  let customer: Customer;

  beforeAll(async () => {
    shop = await ShopFixture.start();
    admin = await shop.admin();
    customer = await shop.customer();
  });
  afterAll(async () => {
    await shop?.stop();
  });

  const upload = (who: Customer | null, body: ReturnType<typeof multipart>) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: body.payload,
      headers: { ...body.headers, ...(who ? who.auth : {}) },
    });
  const mediaCount = async () =>
    ((await shop.dataSource.query(`SELECT count(*)::int AS n FROM media`)) as { n: number }[])[0]!.n;

  it('lets administrators only upload', async () => {
    const png = await photo('png');
    expect((await upload(null, multipart(png, 'a.png', 'image/png'))).statusCode).toBe(401);
    expect((await upload(customer, multipart(png, 'a.png', 'image/png'))).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/media', headers: customer.auth })).statusCode).toBe(
      403,
    );
    expect(await mediaCount()).toBe(0);
  });

  it('stores a real PNG with its square WebP variants, without its metadata, served immutable', async () => {
    const png = await photo('png');
    const response = await upload(admin, multipart(png, 'vacances.png', 'image/png'));
    expect(response.statusCode).toBe(201);
    const media = response.json<MediaJson>();
    const sha256 = createHash('sha256').update(png).digest('hex');
    expect(media).toMatchObject({
      id: sha256,
      url: `/media/${sha256}-800.webp`,
      width: 1200,
      height: 900,
      format: 'png',
    });
    expect(media.variants).toEqual(
      [150, 300, 600, 800].map((size) => ({ size, url: `/media/${sha256}-${size}.webp` })),
    );

    for (const { size, url } of media.variants) {
      const file = await shop.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', size, size, undefined]);
      const again = await shop.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': file.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
    const [stored] = (await shop.dataSource.query(`SELECT original FROM media WHERE sha256 = $1`, [sha256])) as {
      original: Buffer;
    }[];
    expect(png.includes('Secret Photographer')).toBe(true);
    expect(stored!.original.includes('Secret Photographer')).toBe(false);
    expect((await sharp(stored!.original).metadata()).exif).toBeUndefined();

    // The same bytes again: the same image, stored once.
    expect((await upload(admin, multipart(png, 'copie.png', 'image/png'))).json<MediaJson>().id).toBe(sha256);
    expect(await mediaCount()).toBe(1);
    const list = await shop.app.inject({ method: 'GET', url: '/api/admin/media', headers: admin.auth });
    expect(list.json<{ media: MediaJson[]; total: number }>()).toMatchObject({ total: 1, media: [{ id: sha256 }] });
  });

  it('accepts a JPEG photo, orientation applied and EXIF gone', async () => {
    const jpeg = await photo('jpeg', 640, 480);
    const media = (await upload(admin, multipart(jpeg, 'IMG_0001.JPG', 'image/jpeg'))).json<MediaJson>();
    expect(media).toMatchObject({ width: 640, height: 480, format: 'jpeg' });
    const file = await shop.app.inject({ method: 'GET', url: media.variants[1]!.url });
    expect((await sharp(file.rawPayload).metadata()).width).toBe(300);
  });

  it('refuses what is not an image, whatever its name and declared type say, storing nothing', async () => {
    const before = await mediaCount();
    const forgeries: [Buffer, string, string][] = [
      [Buffer.from('<?php echo "hello"; ?>'), 'photo.png', 'image/png'],
      [Buffer.from('GIF89a this is not really a gif'), 'anim.gif', 'image/gif'],
      [Buffer.concat([(await photo('png')).subarray(0, 200)]), 'cut.png', 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'logo.svg', 'image/svg+xml'],
      [Buffer.from('%PDF-1.4 fake'), 'doc.jpg', 'image/jpeg'],
    ];
    for (const [bytes, name, type] of forgeries) {
      const refused = await upload(admin, multipart(bytes, name, type));
      expect([name, refused.statusCode]).toEqual([name, 400]);
      expect(refused.json<ErrorJson>()).toMatchObject({
        code: 'MEDIA_NOT_AN_IMAGE',
        message: "Le fichier n'est pas une image JPEG, PNG, WebP, GIF ou AVIF lisible",
      });
    }
    const empty = await upload(admin, multipart(Buffer.alloc(0), 'vide.png', 'image/png'));
    expect(empty.statusCode).toBe(400);
    const otherField = await upload(admin, multipart(await photo('png'), 'a.png', 'image/png', 'image'));
    expect(otherField.json<ErrorJson>().code).toBe('MEDIA_FILE_MISSING');
    const json = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: admin.auth,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json<ErrorJson>().message).toMatch(/multipart\/form-data/);
    // Multipart sent to a JSON route is refused there, never a 500.
    const elsewhere = await shop.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      ...multipart(await photo('png'), 'a.png', 'image/png'),
    });
    expect(elsewhere.statusCode).toBeGreaterThanOrEqual(400);
    expect(elsewhere.statusCode).toBeLessThan(500);
    expect(await mediaCount()).toBe(before);
  });

  it('refuses an upload over 10 MB with 413', async () => {
    const before = await mediaCount();
    const big = Buffer.concat([await photo('png'), Buffer.alloc(10 * 1024 * 1024 + 1, 1)]);
    const refused = await upload(admin, multipart(big, 'enorme.png', 'image/png'));
    expect(refused.statusCode).toBe(413);
    expect(refused.json<ErrorJson>()).toEqual({
      statusCode: 413,
      code: 'MEDIA_TOO_LARGE',
      message: "L'image dépasse la taille maximale de 10 Mo",
    });
    expect(await mediaCount()).toBe(before);
  });

  it('answers 404 in French for any other /media name', async () => {
    for (const url of [
      '/media/abc-800.webp',
      `/media/${'0'.repeat(64)}-800.webp`,
      `/media/${'a'.repeat(64)}-500.webp`,
    ]) {
      const missing = await shop.app.inject({ method: 'GET', url });
      expect([url, missing.statusCode]).toEqual([url, 404]);
      expect(missing.json<ErrorJson>().message).toBe('Image introuvable');
    }
    // A NUL never reaches the route: the edge check refuses it for every route.
    const nul = await shop.app.inject({ method: 'GET', url: '/media/%00' });
    expect(nul.json<ErrorJson>()).toMatchObject({ statusCode: 400, code: 'INVALID_TEXT' });
  });

  describe('on a second instance of the same database', () => {
    let other: NestFastifyApplication;
    beforeAll(async () => {
      other = await createTestApp({ DATABASE_URL: shop.database.url, SCHEDULER: 'off' });
    });
    afterAll(async () => {
      await other?.close();
    });

    it('serves the same variants', async () => {
      const png = await photo('png', 400, 400);
      const media = (await upload(admin, multipart(png, 'carre.png', 'image/png'))).json<MediaJson>();
      const here = await shop.app.inject({ method: 'GET', url: media.url });
      const there = await other.inject({ method: 'GET', url: media.url });
      expect(there.statusCode).toBe(200);
      expect(there.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
    });
  });
});
