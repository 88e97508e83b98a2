import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { type ApiOperation, readOperations } from './api-operations';
import { toHttp } from './fuzz-request';
import type { JsonSchema } from './json-schema';
import { brokenArbitrary, mutationContext } from './mutations';
import { validArbitrary } from './valid-arbitrary';

/** The converter's output, judged by zod's own reading of the same JSON Schema. */
const SCHEMAS: [string, JsonSchema][] = [
  [
    'an object with required and optional fields',
    {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 3, maxLength: 20 },
        email: { type: 'string', format: 'email', maxLength: 254 },
        role: { type: 'string', enum: ['admin', 'viewer'] },
        count: { type: 'integer', minimum: 1, maximum: 10 },
        ratio: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
        active: { type: 'boolean' },
        tags: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 100 }, maxItems: 20 },
      },
      required: ['name', 'role'],
    },
  ],
  ['a pattern', { type: 'string', pattern: '^[a-z]{2}-\\d{3}$' }],
  ['a date-time', { type: 'string', format: 'date-time' }],
  ['a uuid', { type: 'string', format: 'uuid' }],
  ['a nullable integer', { type: ['integer', 'null'], minimum: 0, maximum: 1000 }],
  [
    'an array of bounded strings',
    { type: 'array', items: { type: 'string', minLength: 1, maxLength: 100 }, minItems: 1, maxItems: 5 },
  ],
  [
    'a oneOf',
    {
      oneOf: [
        { type: 'string', maxLength: 3 },
        { type: 'integer', minimum: 5 },
      ],
    },
  ],
  [
    'an anyOf of objects',
    {
      anyOf: [
        { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
        { type: 'object', properties: { b: { type: 'boolean' } }, required: ['b'] },
      ],
    },
  ],
];

describe('validArbitrary', () => {
  it.each(SCHEMAS)('generates only values %s admits', (_name, schema) => {
    const parse = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
    fc.assert(
      fc.property(validArbitrary(schema), (value) => {
        expect(parse.safeParse(value).error).toBeUndefined();
      }),
      { seed: 13, numRuns: 200 },
    );
  });
});

const operation: ApiOperation = readOperations({
  paths: {
    '/api/things/{id}': {
      patch: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', maxLength: 100 } }],
        requestBody: { required: true, content: { 'application/json': { schema: SCHEMAS[0]![1] } } },
      },
    },
  },
})[0]!;

describe('brokenArbitrary', () => {
  const valid = validArbitrary(operation.request) as Parameters<typeof mutationContext>[1];
  const context = mutationContext(operation, valid, []);
  const parse = z.fromJSONSchema(operation.request as unknown as Parameters<typeof z.fromJSONSchema>[0]);

  it.each(['missing field', 'wrong type', 'out of range', 'huge string', 'huge array'] as const)(
    'makes requests the schema refuses: %s',
    (mutation) => {
      fc.assert(
        fc.property(brokenArbitrary(mutation, context)!, (request) => {
          expect(parse.safeParse(request.parts).success).toBe(false);
        }),
        { seed: 13, numRuns: 50 },
      );
    },
  );

  it('breaks the wire format itself: bodies that are no JSON, or not sent as JSON', () => {
    const malformed = fc.sample(brokenArbitrary('malformed JSON', context)!, { seed: 13, numRuns: 50 });
    for (const request of malformed) expect(() => JSON.parse(toHttp(operation, request).body!)).toThrow();
    const foreign = fc.sample(brokenArbitrary('wrong content type', context)!, { seed: 13, numRuns: 50 });
    for (const request of foreign)
      expect(toHttp(operation, request).contentType).not.toBe('application/json');
  });

  it('sends bad ids unencoded into the path, and nothing for a GET body', () => {
    const [request] = fc.sample(brokenArbitrary('bad id', context)!, { seed: 13, numRuns: 1 });
    expect(toHttp(operation, request!).url).toBe(`/api/things/${request!.rawPath!.id}`);
    expect(brokenArbitrary('empty body', { ...context, operation: { ...operation, method: 'GET' } })).toBe(
      undefined,
    );
  });
});
