import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitmapOf, countBits, intersectBitmaps, positionsDescending } from './member-bitmap';

const positionSets = fc.uniqueArray(fc.integer({ min: 0, max: 999 }), { maxLength: 300 });
const descending = (positions: Iterable<number>) => [...positions].sort((a, b) => b - a);

describe('member bitmaps', () => {
  it('give back the positions they were built from, newest first, and count them', () => {
    fc.assert(
      fc.property(positionSets, (positions) => {
        const bitmap = bitmapOf(positions);

        expect(positionsDescending(bitmap)).toEqual(descending(positions));
        expect(countBits(bitmap)).toBe(positions.length);
      }),
      { seed: 13 },
    );
  });

  it('intersect to the positions every set holds, with no trailing empty bytes', () => {
    fc.assert(
      fc.property(fc.array(positionSets, { minLength: 1, maxLength: 4 }), (sets) => {
        const bitmaps = sets.map(bitmapOf);
        const inAll = sets[0]!.filter((position) => sets.every((set) => set.includes(position)));

        const both = bitmaps.every((bitmap) => bitmap !== undefined)
          ? intersectBitmaps(bitmaps as Uint8Array[])
          : undefined;

        expect(positionsDescending(both)).toEqual(descending(inAll));
        expect(both === undefined || both[both.length - 1] !== 0).toBe(true);
      }),
      { seed: 13 },
    );
  });

  it('keep an empty leaf without a bitmap and a sparse one short', () => {
    expect(bitmapOf([])).toBeUndefined();
    expect(bitmapOf([3])).toEqual(new Uint8Array([8]));
    expect(intersectBitmaps([bitmapOf([1, 9])!, bitmapOf([2, 10])!])).toBeUndefined();
    expect(countBits(undefined)).toBe(0);
  });
});
