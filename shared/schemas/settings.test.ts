import { describe, expect, it } from 'vitest';
import type { z } from '../validation/zod';
import {
  apiCredentialsSchema,
  DEFAULT_PREFERENCES,
  preferencesSchema,
  wordPressCredentialsSchema,
} from './settings';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to fail`);
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const wordPress = { wpSiteUrl: 'https://blog.example.com', wpUsername: 'editor', wpAppPassword: 'abcd efgh' };

describe('API credentials form', () => {
  it('gives the contract message for each empty key, blank ones included', () => {
    expect(
      issuesOf(apiCredentialsSchema, { geminiApiKey: '', openaiApiKey: '  ', cloudVisionApiKey: '' }),
    ).toEqual([
      'geminiApiKey: Gemini API Key is required',
      'openaiApiKey: OpenAI API Key is required',
      'cloudVisionApiKey: Cloud Vision API Key is required',
    ]);
  });

  it('trims the keys it accepts', () => {
    const parsed = apiCredentialsSchema.parse({
      geminiApiKey: ' g ',
      openaiApiKey: 'o',
      cloudVisionApiKey: 'v',
    });
    expect(parsed.geminiApiKey).toBe('g');
  });
});

describe('WordPress credentials form', () => {
  it('gives the contract messages for an empty form', () => {
    expect(
      issuesOf(wordPressCredentialsSchema, { wpSiteUrl: '', wpUsername: '', wpAppPassword: '' }),
    ).toEqual([
      'wpSiteUrl: Must be a valid URL',
      'wpUsername: WordPress Username is required',
      'wpAppPassword: WordPress App Password is required',
    ]);
  });

  it.each(['blog.example.com', 'ftp://blog.example.com', 'javascript:alert(1)', 'file:///etc/passwd'])(
    'refuses %s: only http(s) URLs are valid',
    (wpSiteUrl) => {
      expect(issuesOf(wordPressCredentialsSchema, { ...wordPress, wpSiteUrl })).toEqual([
        'wpSiteUrl: Must be a valid URL',
      ]);
    },
  );

  it('refuses a URL carrying a user name and password, which would be shown unmasked', () => {
    expect(
      issuesOf(wordPressCredentialsSchema, { ...wordPress, wpSiteUrl: 'https://me:secret@blog.example.com' }),
    ).toEqual(['wpSiteUrl: Must not contain a user name or password']);
  });

  it('keeps a sub-folder install and drops trailing slashes', () => {
    const parsed = wordPressCredentialsSchema.parse({
      ...wordPress,
      wpSiteUrl: ' http://127.0.0.1:8080/blog/ ',
    });
    expect(parsed.wpSiteUrl).toBe('http://127.0.0.1:8080/blog');
  });
});

describe('preferences', () => {
  it('defaults to 4 transactional, 3 navigational and 3 variants', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      transactionalTagsCount: 4,
      navigationalTagsCount: 3,
      variantsCount: 3,
    });
    expect(preferencesSchema.parse(DEFAULT_PREFERENCES)).toEqual(DEFAULT_PREFERENCES);
  });

  it.each([
    [{ transactionalTagsCount: 0 }, 'transactionalTagsCount: Number must be greater than or equal to 1'],
    [{ navigationalTagsCount: 11 }, 'navigationalTagsCount: Number must be less than or equal to 10'],
    [{ variantsCount: -1 }, 'variantsCount: Number must be greater than or equal to 0'],
    [{ variantsCount: 6 }, 'variantsCount: Number must be less than or equal to 5'],
    [{ variantsCount: 2.5 }, 'variantsCount: Expected integer, received float'],
    [{ transactionalTagsCount: '4' }, 'transactionalTagsCount: Expected number, received string'],
  ])('refuses %j with the default message', (change, message) => {
    expect(issuesOf(preferencesSchema, { ...DEFAULT_PREFERENCES, ...change })).toEqual([message]);
  });

  it('accepts the bounds', () => {
    const bounds = { transactionalTagsCount: 10, navigationalTagsCount: 1, variantsCount: 0 };
    expect(preferencesSchema.parse(bounds)).toEqual(bounds);
  });
});
