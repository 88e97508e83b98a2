import { SIGNATURE_LENGTH } from '../../../ports/quality';

/** A signature as stored (base64 of its little-endian bytes) and back. */
export function encodeSignature(signature: Uint32Array): string {
  const bytes = Buffer.alloc(signature.length * 4);
  for (const [position, value] of signature.entries()) bytes.writeUInt32LE(value, position * 4);
  return bytes.toString('base64');
}

export function decodeSignature(encoded: string): Uint32Array {
  const bytes = Buffer.from(encoded, 'base64');
  const signature = new Uint32Array(SIGNATURE_LENGTH);
  for (let position = 0; position < SIGNATURE_LENGTH && position * 4 + 3 < bytes.length; position += 1)
    signature[position] = bytes.readUInt32LE(position * 4);
  return signature;
}
