import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fail, invalidParameter } from './graph-errors';
import type { GraphCall } from './graph-request';
import type { MetaStore } from './meta-store';

const SIGNATURES: [string, Buffer][] = [
  ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
  ['jpg', Buffer.from([0xff, 0xd8, 0xff])],
  ['gif', Buffer.from('GIF8')],
  ['bmp', Buffer.from('BM')],
];

const extensionOf = (bytes: Buffer) =>
  SIGNATURES.find(([, signature]) => bytes.subarray(0, signature.length).equals(signature))?.[0];

export const imageUrl = (baseUrl: string, file: string) => `${baseUrl}/adimage-files/${file}`;

/**
 * `POST /act_{id}/adimages` with `bytes` (base64) or a multipart file: `{images: {<name>: {hash, url}}}`,
 * keyed `bytes` for a base64 upload as Meta keys it. The hash is the MD5 of the file, as Meta's are.
 */
export async function uploadAdImages(call: GraphCall, accountId: string) {
  const uploads = call.files.map((file) => ({ key: file.filename, bytes: file.bytes }));
  if (call.params.bytes !== undefined) {
    uploads.push({ key: call.params.name ?? 'bytes', bytes: Buffer.from(call.params.bytes, 'base64') });
  }
  if (uploads.length === 0) fail({ message: '(#100) No image was given: send bytes or a file', code: 100 });
  const images: Record<string, { hash: string; url: string }> = {};
  for (const upload of uploads) {
    const extension = extensionOf(upload.bytes);
    if (!extension) {
      fail(
        invalidParameter('Invalid image', 'The image could not be read. Upload a JPG, PNG, GIF or BMP file.'),
      );
    }
    const hash = createHash('md5').update(upload.bytes).digest('hex');
    const file = `${hash}.${extension}`;
    await writeFile(join(call.store.imagesDir, file), upload.bytes);
    call.store.state.images[hash] = { hash, name: upload.key, accountId, file };
    images[upload.key] = { hash, url: imageUrl(call.baseUrl, file) };
  }
  return { images };
}

/** `GET /act_{id}/adimages` (optionally `hashes=[...]`). */
export function listAdImages(store: MetaStore, baseUrl: string, accountId: string, hashes?: string[]) {
  return Object.values(store.state.images)
    .filter((image) => image.accountId === accountId && (!hashes || hashes.includes(image.hash)))
    .map((image) => ({
      hash: image.hash,
      name: image.name,
      account_id: accountId,
      url: imageUrl(baseUrl, image.file),
    }));
}

/** The bytes behind an image URL; undefined for an unknown file. */
export async function readAdImage(store: MetaStore, file: string) {
  const image = Object.values(store.state.images).find((candidate) => candidate.file === file);
  if (!image) return undefined;
  return { bytes: await readFile(join(store.imagesDir, image.file)), extension: image.file.split('.').pop() };
}
