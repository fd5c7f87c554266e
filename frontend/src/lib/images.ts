/** A media library variant: /media/<sha256>-<size>.webp (docs/design/media.md). */
const VARIANT = /^(\/media\/[0-9a-f]{64})-(150|300|600|800)\.webp$/;
const SIZES = [150, 300, 600, 800] as const;

/**
 * `src`, `srcSet` and `sizes` for an image: a media library image offers its four square WebP
 * variants so the browser downloads the one it needs; any other image (the seed's SVG illustrations)
 * is used as it is. Pure: renders the same on the server and in the browser.
 */
export function responsiveImage(
  url: string,
  sizes: string,
  fallback: (typeof SIZES)[number] = 600,
): { src: string; srcSet?: string; sizes?: string } {
  const match = VARIANT.exec(url);
  if (!match) return { src: url };
  const base = match[1];
  return {
    src: `${base}-${fallback}.webp`,
    srcSet: SIZES.map((size) => `${base}-${size}.webp ${size}w`).join(', '),
    sizes,
  };
}

/** A seed illustration (public/images/products/*.svg), shipped with a JPEG twin for link previews. */
const SEED_ILLUSTRATION = /^(\/images\/products\/[\w-]+)\.svg$/;
const RASTER = /\.(png|jpe?g|webp)$/i;

/**
 * The image as a raster file, for link previews (Open Graph), which ignore SVG: a media library
 * image's 800 px WebP, a seed illustration's JPEG twin, a PNG/JPEG/WebP as it is; null otherwise.
 */
export function rasterImage(url: string): string | null {
  const variant = VARIANT.exec(url);
  if (variant) return `${variant[1]}-800.webp`;
  const seed = SEED_ILLUSTRATION.exec(url);
  if (seed) return `${seed[1]}.jpg`;
  return RASTER.test(url) ? url : null;
}
