/** A media library variant: /media/<sha256>-<size>.webp (DESIGN §9). */
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
