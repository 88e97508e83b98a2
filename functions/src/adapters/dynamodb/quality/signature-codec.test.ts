import { describe, expect, it } from 'vitest';
import { signatureOf } from '../../../domain/quality/minhash';
import { decodeSignature, encodeSignature } from './signature-codec';

describe('signature codec', () => {
  it('stores a signature and reads it back unchanged', () => {
    const signature = signatureOf('the quick brown fox jumps over the lazy dog '.repeat(20));
    expect(decodeSignature(encodeSignature(signature))).toEqual(signature);
    expect(encodeSignature(signature)).toHaveLength(684);
  });
});
