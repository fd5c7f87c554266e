import { describe, expect, it } from 'vitest';
import { dataUrlToBlob } from './files';

describe('dataUrlToBlob', () => {
  it('decodes base64 and plain data URLs', async () => {
    const png = await dataUrlToBlob('data:image/png;base64,iVBORw0KGgo=');
    expect(png.type).toBe('image/png');
    expect(Array.from(new Uint8Array(await png.arrayBuffer()))).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
    const text = await dataUrlToBlob('data:text/plain;charset=utf-8,Bo%C3%AEte');
    expect(text.type).toBe('text/plain');
    expect(await text.text()).toBe('Boîte');
    await expect(dataUrlToBlob('nope')).rejects.toThrow();
  });
});
