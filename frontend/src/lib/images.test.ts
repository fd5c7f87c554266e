import { describe, expect, it } from 'vitest';
import { rasterImage, responsiveImage } from './images';

const sha = 'c'.repeat(64);

describe('responsiveImage', () => {
  it('offers the four variants of a media library image', () => {
    expect(responsiveImage(`/media/${sha}-800.webp`, '(max-width: 600px) 50vw, 300px', 300)).toEqual({
      src: `/media/${sha}-300.webp`,
      srcSet: `/media/${sha}-150.webp 150w, /media/${sha}-300.webp 300w, /media/${sha}-600.webp 600w, /media/${sha}-800.webp 800w`,
      sizes: '(max-width: 600px) 50vw, 300px',
    });
  });

  it('leaves other images (seed SVG illustrations) as they are', () => {
    expect(responsiveImage('/images/products/1-1.svg', '300px')).toEqual({ src: '/images/products/1-1.svg' });
    expect(responsiveImage('', '300px')).toEqual({ src: '' });
  });
});

describe('rasterImage', () => {
  it('gives link previews a raster file: the 800 px variant, the seed JPEG twin, or the file itself', () => {
    expect(rasterImage(`/media/${sha}-300.webp`)).toBe(`/media/${sha}-800.webp`);
    expect(rasterImage('/images/products/1-1.svg')).toBe('/images/products/1-1.jpg');
    expect(rasterImage('https://cdn.example.be/box.PNG')).toBe('https://cdn.example.be/box.PNG');
  });

  it('has none for other vector images', () => {
    expect(rasterImage('/favicon.svg')).toBeNull();
    expect(rasterImage('https://cdn.example.be/box.svg')).toBeNull();
    expect(rasterImage('')).toBeNull();
  });
});
