// Test photos drawn in the browser (no fixtures on disk), and decoding of downloaded files.
import { readFile } from 'node:fs/promises';

/**
 * Draws a photo-like picture (gradient, shapes, fine detail) of width×height and returns the
 * encoded file as a Buffer. type: 'image/png' | 'image/jpeg'.
 */
export async function makePhoto(page, { width, height, type = 'image/png', quality = 0.9, grain = false }) {
  const base64 = await page.evaluate(
    async ({ width, height, type, quality, grain }) => {
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d');
      const sky = ctx.createLinearGradient(0, 0, 0, height);
      sky.addColorStop(0, '#2f7fb8');
      sky.addColorStop(0.55, '#f3e5ec');
      sky.addColorStop(1, '#c9962b');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, width, height);
      // a gift box in the middle
      const side = Math.min(width, height) * 0.4;
      ctx.fillStyle = '#5b2245';
      ctx.fillRect(width / 2 - side / 2, height / 2 - side / 2, side, side);
      ctx.fillStyle = '#e0b54a';
      ctx.fillRect(width / 2 - side / 12, height / 2 - side / 2, side / 6, side);
      ctx.fillRect(width / 2 - side / 2, height / 2 - side / 12, side, side / 6);
      // fine detail so encoders have real work
      for (let i = 0; i < 400; i++) {
        ctx.fillStyle = `hsl(${(i * 37) % 360} 70% 50% / 0.5)`;
        const r = ((i * 7919) % 97) + 8;
        ctx.beginPath();
        ctx.arc((i * 104729) % width, (i * 1299709) % height, r, 0, Math.PI * 2);
        ctx.fill();
      }
      if (grain) {
        // sensor-like grain: a camera JPEG of this size weighs megabytes, not kilobytes
        const image = ctx.getImageData(0, 0, width, height);
        const data = image.data;
        let seed = 12345;
        for (let i = 0; i < data.length; i += 4) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          const n = (seed % 41) - 20;
          data[i] += n;
          data[i + 1] += n;
          data[i + 2] += n;
        }
        ctx.putImageData(image, 0, 0);
      }
      const blob = await canvas.convertToBlob({ type, quality });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { width, height, type, quality, grain },
  );
  return Buffer.from(base64, 'base64');
}

/** Decodes image bytes in the page: size, and the RGB of the centre pixel. */
export async function decodeInPage(page, buffer) {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes]));
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(bitmap, 0, 0);
    const [r, g, b] = ctx.getImageData(Math.floor(bitmap.width / 4), Math.floor(bitmap.height / 4), 1, 1).data;
    return { width: bitmap.width, height: bitmap.height, quarterPixel: [r, g, b] };
  }, buffer.toString('base64'));
}

export async function downloadedBytes(download) {
  return readFile(await download.path());
}

export function isJpeg(buffer) {
  return buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff;
}
