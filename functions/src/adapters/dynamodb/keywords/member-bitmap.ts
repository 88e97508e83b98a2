/**
 * Which positions of a leaf (0 .. span-1: its sequence numbers from the first) hold a live member, one bit
 * each. A token list's leaf summary carries one (ADR 007), so several words are intersected by ANDing the
 * summaries in their heads, without opening the leaves. Trailing zero bytes are dropped (a young or sparse
 * leaf stays short), and a leaf with no live member has no bitmap at all.
 */
export type MemberBitmap = Uint8Array;

export function bitmapOf(positions: Iterable<number>): MemberBitmap | undefined {
  const bytes: number[] = [];
  for (const position of positions) {
    const byte = position >> 3;
    while (bytes.length <= byte) bytes.push(0);
    bytes[byte]! |= 1 << (position & 7);
  }
  return bytes.length === 0 ? undefined : new Uint8Array(bytes);
}

/** The positions set in every one of these bitmaps. */
export function intersectBitmaps(bitmaps: readonly MemberBitmap[]): MemberBitmap | undefined {
  if (bitmaps.length === 0) return undefined;
  const length = Math.min(...bitmaps.map((bitmap) => bitmap.length));
  const result = new Uint8Array(length);
  let last = -1;
  for (let byte = 0; byte < length; byte += 1) {
    let value = 0xff;
    for (const bitmap of bitmaps) value &= bitmap[byte]!;
    result[byte] = value;
    if (value !== 0) last = byte;
  }
  return last < 0 ? undefined : result.slice(0, last + 1);
}

export function countBits(bitmap: MemberBitmap | undefined): number {
  let count = 0;
  for (const byte of bitmap ?? []) {
    let value = byte;
    while (value !== 0) {
      value &= value - 1;
      count += 1;
    }
  }
  return count;
}

/** The positions set, highest first (a leaf's newest member first). */
export function positionsDescending(bitmap: MemberBitmap | undefined): number[] {
  const positions: number[] = [];
  if (!bitmap) return positions;
  for (let byte = bitmap.length - 1; byte >= 0; byte -= 1) {
    for (let bit = 7; bit >= 0; bit -= 1) if (bitmap[byte]! & (1 << bit)) positions.push(byte * 8 + bit);
  }
  return positions;
}
