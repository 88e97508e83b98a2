import { describe, expect, it } from 'vitest';
import { UNSET_RATE_LIMITS } from '#shared/schemas/rate-limits';
import { defaultOf, rateLimitFormSchema, toRateLimitFormValues } from './rate-limits-form-schema';

const form = toRateLimitFormValues(UNSET_RATE_LIMITS);

describe('the rate limits form', () => {
  it('shows every default as an empty field, and reads empty fields back as the defaults', () => {
    expect(form.gemini).toEqual({ requestsPerMinute: '', tokensPerMinute: '' });
    expect(rateLimitFormSchema.parse(form)).toEqual(UNSET_RATE_LIMITS);
    expect(defaultOf('openaiImages', 'imagesPerMinute')).toBe(5);
  });

  it('reads a filled field as its number', () => {
    const filled = { ...form, vision: { requestsPerMinute: '120' } };
    expect(rateLimitFormSchema.parse(filled).vision).toEqual({ requestsPerMinute: 120 });
  });

  it('refuses zero and fractions with the server’s messages', () => {
    const message = (requestsPerMinute: string) =>
      rateLimitFormSchema.safeParse({ ...form, vision: { requestsPerMinute } }).error?.issues[0]?.message;
    expect(message('0')).toBe('Cloud Vision requests per minute must be at least 1');
    expect(message('1.5')).toBe('Cloud Vision requests per minute must be a whole number');
  });
});
