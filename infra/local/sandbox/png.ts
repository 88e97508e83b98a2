import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An 8-bit RGB PNG of `pixels` (width x height x 3 bytes), with UTF-8 `iTXt` text entries. */
export function encodePng(
  width: number,
  height: number,
  pixels: Uint8Array,
  text: Record<string, string> = {},
) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, adaptive filtering, no interlace
  const stride = width * 3;
  const filtered = Buffer.alloc((stride + 1) * height);
  const source = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  for (let y = 0; y < height; y += 1) {
    // Filter type 0 (none) per row: deflate finds the repeats between rows by itself.
    source.copy(filtered, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  const texts = Object.entries(text).map(([keyword, value]) =>
    // keyword, NUL, compression flag 0, method 0, empty language tag, NUL, empty translated keyword, NUL
    chunk('iTXt', Buffer.concat([Buffer.from(`${keyword}\0\0\0\0\0`, 'latin1'), Buffer.from(value, 'utf8')])),
  );
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...texts,
    chunk('IDAT', deflateSync(filtered)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface PngInfo {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  /** `tEXt` and `iTXt` entries. */
  text: Record<string, string>;
  /** The concatenated IDAT data (zlib stream). */
  imageData: Buffer;
}

/** Reads a PNG's structure, checking signature and chunk CRCs; undefined when it is not a valid PNG. */
export function readPng(bytes: Uint8Array): PngInfo | undefined {
  const buffer = Buffer.from(bytes);
  if (buffer.length < SIGNATURE.length || !buffer.subarray(0, 8).equals(SIGNATURE)) return undefined;
  const info: PngInfo = {
    width: 0,
    height: 0,
    bitDepth: 0,
    colorType: 0,
    text: {},
    imageData: Buffer.alloc(0),
  };
  const data: Buffer[] = [];
  for (let offset = 8; offset + 12 <= buffer.length; ) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (
      crc32(buffer.subarray(offset + 4, offset + 8 + length)) !== buffer.readUInt32BE(offset + 8 + length)
    ) {
      return undefined;
    }
    if (type === 'IHDR') {
      info.width = body.readUInt32BE(0);
      info.height = body.readUInt32BE(4);
      info.bitDepth = body[8]!;
      info.colorType = body[9]!;
    } else if (type === 'IDAT') {
      data.push(body);
    } else if (type === 'tEXt' || type === 'iTXt') {
      const nul = body.indexOf(0);
      const keyword = body.toString('latin1', 0, nul);
      // iTXt: after the keyword come flag, method, language NUL, translated keyword NUL, then UTF-8 text.
      const start = type === 'tEXt' ? nul + 1 : body.indexOf(0, body.indexOf(0, nul + 3) + 1) + 1;
      info.text[keyword] = body.toString(type === 'tEXt' ? 'latin1' : 'utf8', start);
    } else if (type === 'IEND') {
      info.imageData = Buffer.concat(data);
      return info.width > 0 ? info : undefined;
    }
    offset += 12 + length;
  }
  return undefined;
}
