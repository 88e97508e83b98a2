import {
  DEFAULT_RATE_LIMIT_SETTINGS,
  type RateLimitedService,
  type RateLimitKind,
  type RateLimitSettings,
  rateLimitSettingsSchema,
} from '#shared/schemas/rate-limits';
import * as z from '#shared/validation/zod';

/** One input per limit: `gemini.requestsPerMinute`, as number inputs hold it (text). */
export type RateLimitFormValues = Record<RateLimitedService, Partial<Record<RateLimitKind, string>>>;

/** The inputs, in the order the card shows them. */
export const RATE_LIMIT_FIELDS = [
  { service: 'gemini', kind: 'requestsPerMinute', label: 'Gemini requests / min' },
  { service: 'gemini', kind: 'tokensPerMinute', label: 'Gemini tokens / min' },
  { service: 'openaiText', kind: 'requestsPerMinute', label: 'OpenAI text requests / min' },
  { service: 'openaiText', kind: 'tokensPerMinute', label: 'OpenAI text tokens / min' },
  { service: 'openaiImages', kind: 'imagesPerMinute', label: 'OpenAI images / min' },
  { service: 'vision', kind: 'requestsPerMinute', label: 'Cloud Vision requests / min' },
] as const satisfies readonly { service: RateLimitedService; kind: RateLimitKind; label: string }[];

/** What a field is on when left empty. */
export const defaultOf = (service: RateLimitedService, kind: RateLimitKind): number | null =>
  (DEFAULT_RATE_LIMIT_SETTINGS[service] as Partial<Record<RateLimitKind, number | null>>)[kind] ?? null;

/** Empty text: the default (null); anything else, the number it reads as (text stays text, to be refused). */
const limitOf = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? null : Number.isNaN(Number(text)) ? text : Number(text);

function fromFormText(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const values = input as RateLimitFormValues;
  return Object.fromEntries(
    Object.entries(values).map(([service, limits]) => [
      service,
      Object.fromEntries(Object.entries(limits).map(([kind, text]) => [kind, limitOf(text)])),
    ]),
  );
}

/** The shared schema reading the card's text, so its messages are the server's. */
export const rateLimitFormSchema = z.preprocess(
  fromFormText,
  rateLimitSettingsSchema,
) as unknown as z.ZodType<RateLimitSettings, RateLimitFormValues>;

/** The saved limits as the inputs show them: empty for a default. */
export const toRateLimitFormValues = (saved: RateLimitSettings): RateLimitFormValues =>
  Object.fromEntries(
    Object.entries(saved).map(([service, limits]) => [
      service,
      Object.fromEntries(
        Object.entries(limits).map(([kind, limit]) => [kind, limit === null ? '' : String(limit)]),
      ),
    ]),
  ) as RateLimitFormValues;
