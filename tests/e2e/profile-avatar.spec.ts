import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { chooseLanguage, login, openInApp } from '../support/pulseboard';
import { oneSizePerLanguage } from '../support/one-size-per-language';

/**
 * The profile photo (docs/product-rules.md#profile-fields): a 4 MB phone-sized photo is accepted and sent
 * shrunk, under 200 KB, upright and without its EXIF; an SVG named `.png` is refused with its message and
 * never sent; the page says what happens to the photo. The photos are generated into a temporary folder.
 */

const TEXT = {
  en: {
    savePersonal: 'Save personal data',
    profileUpdated: 'Profile updated.',
    keep: 'Save your personal data to keep this photo.',
    yourPhoto: 'Your photo',
    avatarType: 'Please choose a PNG, JPEG or WebP image.',
    noPhoto: 'No photo',
    exif: 'Before it is sent, your photo is made smaller (512 pixels) and saved anew, without its hidden details such as where it was taken.',
  },
  fr: {
    savePersonal: 'Enregistrer les informations personnelles',
    profileUpdated: 'Profil mis à jour.',
    keep: 'Enregistrez vos informations personnelles pour garder cette photo.',
    yourPhoto: 'Votre photo',
    avatarType: 'Veuillez choisir une image PNG, JPEG ou WebP.',
    noPhoto: 'Aucune photo',
    exif: 'Avant l’envoi, votre photo est réduite (512 pixels) et enregistrée à nouveau, sans ses détails cachés comme le lieu de la prise de vue.',
  },
} as const;
type Lang = keyof typeof TEXT;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A photo-like PNG as large as a phone's: 1,600 × 1,200 pixels, a gradient under fine noise (which deflate
 * cannot squeeze, so the file stays over 4 MB: 4.7 MB; shrinking averages it away, as it does a photo's grain).
 */
function grainyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rowBytes = 1 + width * 3;
  const rows = randomBytes(height * rowBytes);
  for (let y = 0; y < height; y += 1) {
    const at = y * rowBytes;
    rows[at] = 0; // no filter
    for (let x = 0; x < width; x += 1) {
      const shade = Math.round((x / width) * 200 + (y / height) * 40);
      for (let c = 0; c < 3; c += 1) rows[at + 1 + x * 3 + c] = shade + ((rows[at + 1 + x * 3 + c] as number) & 0x07);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An EXIF segment (APP1) with the orientation "rotate 90° clockwise" (6) and a made-up GPS marker in its
 * description, as a phone held upright writes: the picture is stored landscape and shown portrait.
 */
function exifSegment(): Buffer {
  const description = Buffer.from('GPS 48.8584N 2.2945E\0', 'latin1');
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8);
  // 0x010E ImageDescription, ASCII, its text after the IFD.
  tiff.writeUInt16LE(0x010e, 10);
  tiff.writeUInt16LE(2, 12);
  tiff.writeUInt32LE(description.length, 14);
  tiff.writeUInt32LE(tiff.length, 18);
  // 0x0112 Orientation, SHORT, 6.
  tiff.writeUInt16LE(0x0112, 22);
  tiff.writeUInt16LE(3, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt16LE(6, 30);
  tiff.writeUInt32LE(0, 34);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, description]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** A landscape JPEG drawn by the page's own canvas, 400 × 200, with the EXIF segment put in after its start marker. */
async function rotatedJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no canvas');
    context.fillStyle = '#c03';
    context.fillRect(0, 0, 400, 200);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  const jpeg = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  return Buffer.concat([jpeg.subarray(0, 2), exifSegment(), jpeg.subarray(2)]);
}

/**
 * The profile saves (PUT /api/web/players/{id}) the page sends from now on. Their multipart bodies hold a
 * blob, which the browser does not show the test: what was sent is read back from the mock backend, which
 * stores the photo part's bytes as they came (as a data URL).
 */
function recordSaves(page: Page): string[] {
  const saves: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'PUT' && /\/api\/web\/players\/[^/]+$/.test(new URL(request.url()).pathname))
      saves.push(request.url());
  });
  return saves;
}

/** The saved photo as the page shows it: its natural size and its bytes. */
async function savedPhoto(page: Page, name: string): Promise<{ width: number; height: number; bytes: Buffer }> {
  const image = page.getByRole('img', { name, exact: true });
  await expect(image).toHaveAttribute('src', /^data:image\/(webp|jpeg);base64,/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  const { width, height, src } = await image.evaluate((element: HTMLImageElement) => ({
    width: element.naturalWidth,
    height: element.naturalHeight,
    src: element.src,
  }));
  return { width, height, bytes: Buffer.from(src.split(',')[1] ?? '', 'base64') };
}

let dir = '';
test.beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pulseboard-avatar-'));
  await writeFile(path.join(dir, 'IMG_4032.png'), grainyPng(1600, 1200));
});
test.afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function openProfile(page: Page, lang: Lang): Promise<void> {
  await login(page, 'player@example.com');
  if (lang === 'fr') await chooseLanguage(page, 'fr');
  await openInApp(page, '/profile');
  await expect(page.getByRole('button', { name: TEXT[lang].savePersonal })).toBeVisible();
}

for (const lang of ['en', 'fr'] as const) {
  const t = TEXT[lang];
  test.describe(`profile photo (${lang})`, oneSizePerLanguage(lang), () => {
    test('a 4 MB photo is accepted and sent shrunk, under 200 KB; the page says its details are removed', async ({
      page,
    }) => {
      await openProfile(page, lang);
      await expect(page.getByText(t.exif)).toBeVisible();
      const saves = recordSaves(page);
      const photo = path.join(dir, 'IMG_4032.png');
      expect((await readSize(photo)) / 1024 / 1024).toBeGreaterThan(4);

      await page.locator('.profile-photo input[type=file]').setInputFiles(photo);
      await expect(page.getByText(t.keep)).toBeVisible();
      await page.getByRole('button', { name: t.savePersonal }).click();
      await expect(page.getByText(t.profileUpdated)).toBeVisible();

      expect(saves).toHaveLength(1);
      const saved = await savedPhoto(page, t.yourPhoto);
      expect(saved.bytes.length).toBeLessThan(200 * 1024);
      expect(saved.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(saved.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect([saved.width, saved.height]).toEqual([512, 384]);
    });

    test('a photo is kept upright by its EXIF orientation and sent without its EXIF', async ({ page }) => {
      await openProfile(page, lang);
      const jpeg = await rotatedJpeg(page);
      expect(jpeg.includes('GPS 48.8584N')).toBe(true);
      const saves = recordSaves(page);

      await page
        .locator('.profile-photo input[type=file]')
        .setInputFiles({ name: 'IMG_0001.JPG', mimeType: 'image/jpeg', buffer: jpeg });
      await expect(page.getByText(t.keep)).toBeVisible();
      await page.getByRole('button', { name: t.savePersonal }).click();
      await expect(page.getByText(t.profileUpdated)).toBeVisible();

      expect(saves).toHaveLength(1);
      const saved = await savedPhoto(page, t.yourPhoto);
      // Stored 400 × 200 with "rotate 90°": upright it is 200 × 400.
      expect([saved.width, saved.height]).toEqual([200, 400]);
      expect(saved.bytes.includes('Exif')).toBe(false);
      expect(saved.bytes.includes('GPS 48.8584N')).toBe(false);
    });

    test('an SVG named .png is refused with its message and never sent', async ({ page }) => {
      await openProfile(page, lang);
      const saves = recordSaves(page);
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      await page
        .locator('.profile-photo input[type=file]')
        .setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: svg });
      await expect(page.getByRole('alert').filter({ hasText: t.avatarType })).toBeVisible();
      await page.getByRole('button', { name: t.savePersonal }).click();
      // The save went without a photo: the mock backend would have refused the SVG (AVATAR_TYPE), and there is still none.
      await expect(page.getByText(t.profileUpdated)).toBeVisible();
      expect(saves).toHaveLength(1);
      await expect(page.getByRole('img', { name: t.noPhoto, exact: true })).toBeVisible();
    });
  });
}

async function readSize(file: string): Promise<number> {
  const { stat } = await import('node:fs/promises');
  return (await stat(file)).size;
}
