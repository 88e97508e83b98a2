import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { creationEnded } from './create-campaign';

const answered = (status: number) => new ApiError(status, `${status}: {"message":"x"}`);

describe('whether a failed creation needs a new request id', () => {
  it('does after a refusal, or after Meta refused and the creation was undone', () => {
    for (const status of [400, 403, 409, 502])
      expect(creationEnded(answered(status)), `${status}`).toBe(true);
  });

  it('does not while the same request can resume it or its outcome is unknown', () => {
    for (const status of [500, 503, 504]) expect(creationEnded(answered(status)), `${status}`).toBe(false);
    expect(creationEnded(new TypeError('Failed to fetch'))).toBe(false);
  });
});
