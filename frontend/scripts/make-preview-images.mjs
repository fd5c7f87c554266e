// Makes a JPEG twin of each seed product illustration (public/images/products/*.svg → *.jpg, 800 px):
// link previews (Open Graph) ignore SVG, so a product page's og:image points to this twin.
// Run after adding or changing an illustration: node frontend/scripts/make-preview-images.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const dir = fileURLToPath(new URL('../public/images/products/', import.meta.url));
const svgs = readdirSync(dir).filter((file) => file.endsWith('.svg'));
for (const file of svgs) {
  await sharp(readFileSync(`${dir}${file}`), { density: 300 })
    .resize(800, 800)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(`${dir}${file.replace(/\.svg$/, '.jpg')}`);
}
console.log(`${svgs.length} images d'aperçu écrites dans public/images/products/`);
