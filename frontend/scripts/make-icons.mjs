// Makes the web app manifest's PNG icons from the logo (public/favicon.svg):
// icon-192.png, icon-512.png, and icon-maskable-512.png (logo inside the maskable safe zone).
// Run after changing the logo: node frontend/scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const logo = readFileSync(`${publicDir}favicon.svg`);
const BRAND = '#5b2245';

for (const size of [192, 512]) {
  await sharp(logo, { density: (72 * size) / 64 }).resize(size, size).png().toFile(`${publicDir}icons/icon-${size}.png`);
}
const inner = Math.round(512 * 0.8);
const maskable = await sharp(logo, { density: (72 * inner) / 64 }).resize(inner, inner).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
  .composite([{ input: maskable, gravity: 'centre' }])
  .png()
  .toFile(`${publicDir}icons/icon-maskable-512.png`);
await sharp(logo, { density: (72 * 180) / 64 }).resize(180, 180).flatten({ background: BRAND }).png().toFile(`${publicDir}icons/apple-touch-icon.png`);
console.log('Icônes écrites dans public/icons/');
