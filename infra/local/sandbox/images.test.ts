import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderImage } from './images';
import { readPng } from './png';

describe('sandbox images', () => {
  it('are valid 512x512 RGB PNGs that carry their prompt', () => {
    const png = readPng(renderImage('A canoe on a lake', 0));

    expect(png).toMatchObject({ width: 512, height: 512, bitDepth: 8, colorType: 2 });
    expect(png?.text.Description).toBe('A canoe on a lake');
    // One filter byte plus three bytes per pixel on every row.
    expect(inflateSync(png!.imageData).length).toBe(512 * (1 + 512 * 3));
  });

  it('differ by prompt and by index, and repeat for the same prompt', () => {
    const first = renderImage('A canoe on a lake', 0);

    expect(renderImage('A canoe on a lake', 0).equals(first)).toBe(true);
    expect(renderImage('A canoe on a lake', 1).equals(first)).toBe(false);
    expect(renderImage('A kayak on a river', 0).equals(first)).toBe(false);
  });

  it('a corrupted PNG does not read as one', () => {
    const bytes = renderImage('A canoe on a lake', 0);
    bytes[40] = (bytes[40]! + 1) % 256;

    expect(readPng(bytes)).toBeUndefined();
    expect(readPng(Buffer.from('GIF89a'))).toBeUndefined();
  });
});
