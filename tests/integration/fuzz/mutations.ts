import * as fc from 'fast-check';
import type { ApiOperation } from './api-operations';
import { encodeSegment, type FuzzRequest, type RequestParts } from './fuzz-request';
import { admitsType, type JsonSchema, jsonTypeOf, typesOf } from './json-schema';
import { getAt, type Location, locationsOf, type Pointer, setAt } from './schema-locations';
import { lengthBounds, numberBounds } from './valid-arbitrary';

/**
 * The ways a request can be broken, one arbitrary each. Each starts from a valid request and breaks one
 * place of it, so a failure shrinks to "this valid request with this one thing wrong".
 */
export type MutationClass = (typeof MUTATION_CLASSES)[number];
export const MUTATION_CLASSES = [
  'missing field',
  'extra field',
  'wrong type',
  'out of range',
  'huge string',
  'huge array',
  'unicode',
  'bad id',
  'malformed JSON',
  'wrong content type',
  'empty body',
] as const;

interface Context {
  operation: ApiOperation;
  valid: fc.Arbitrary<RequestParts>;
  locations: Location[];
  /** Ids of other resources than the ones this operation addresses (a keyword id for a user route...). */
  otherIds: string[];
}

/** Query and path are groups, not values: mutations target what is inside them. */
const isGroup = (pointer: Pointer) => pointer.length === 1 && pointer[0] !== 'body';
/** Where an unknown query parameter goes when the schema has no place of the needed kind. */
const EXTRA_QUERY: Pointer = ['query', 'fuzz'];

/** Breaks the valid request at one of `locations` with a value from `broken(location)`. */
function breakAt(
  context: Context,
  mutation: MutationClass,
  locations: Location[],
  broken: (location: Location) => fc.Arbitrary<unknown>,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(context.valid, fc.constantFrom(...locations))
    .chain(([parts, location]) =>
      broken(location).map((value) => ({ mutation, parts: setAt(parts, location.pointer, value) })),
    );
}

const values = (context: Context) => context.locations.filter(({ pointer }) => !isGroup(pointer));
const ofType = (context: Context, type: string) =>
  values(context).filter(({ schema }) => typesOf(schema).includes(type));
/** A stand-in location for an unknown query parameter, used when the schema offers no better place. */
const extraQuery: Location = { pointer: EXTRA_QUERY, schema: {}, parent: {} };

const huge = (minimum: number) => fc.integer({ min: Math.max(minimum, 10_000), max: 200_000 });
const NASTY = [
  '\u0000',
  '\u202E',
  '\uFEFF',
  '\u200B',
  'e\u0301',
  '𝕳',
  '👨‍👩‍👧',
  '\uD800',
  '\uDFFF',
  'İ',
  'ß',
  '\n',
  ' ',
  '\u00A0',
  '"',
  '\\',
  '<script>',
  "' OR 1=1 --",
  '%00',
  '../',
];
/**
 * Any character, lone surrogates included. fast-check's own `unit: anyCharacter` does the same but takes
 * seconds to build on first use.
 */
const anyCharacter = fc.oneof(
  fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
);
const WRONG_TYPED = ['text', 7, 1.5, true, null, [], {}, [1, 'two'], { nested: { deep: true } }];
const FOREIGN_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/jsonx',
  'json',
  null,
];
const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":',
  "{'a': 1}",
  '{a: 1}',
  '[1,]',
  'NaN',
  'undefined',
  '{"a": 1} x',
  '\u0000',
];

/** Values out of the schema's range: past numeric bounds, lengths, item counts, enums. */
function outOfRange(schema: JsonSchema): unknown[] {
  const out: unknown[] = [];
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) {
    const { min, max } = numberBounds(schema, 0);
    out.push(max + 1, max + 1e12, min - 1, min - 1e12, 1e308, -1e308);
    if (types.includes('integer') && !types.includes('number')) out.push(min + 0.5);
  }
  if (types.includes('string')) {
    if (schema.maxLength !== undefined) out.push('x'.repeat(schema.maxLength + 1));
    if (schema.minLength) out.push('x'.repeat(schema.minLength - 1));
  }
  if (types.includes('array')) {
    if (schema.maxItems !== undefined)
      out.push(Array.from({ length: schema.maxItems + 1 }, (_, k) => `item-${k}`));
    if (schema.minItems) out.push([]);
  }
  if (schema.enum)
    out.push('not-one-of-them', String(schema.enum[0]).toUpperCase(), `${String(schema.enum[0])} `);
  return out;
}

const hasBounds = (schema: JsonSchema) => outOfRange(schema).length > 0;

/** The arbitrary of one mutation class for an operation, or undefined where the class does not apply. */
export function brokenArbitrary(
  mutation: MutationClass,
  context: Context,
): fc.Arbitrary<FuzzRequest> | undefined {
  const { operation, valid } = context;
  const withBody = operation.method !== 'GET';
  switch (mutation) {
    case 'missing field': {
      const required = values(context).filter(({ pointer, parent }) =>
        parent.required?.includes(String(pointer.at(-1))),
      );
      return required.length > 0
        ? breakAt(context, mutation, required, () => fc.constant(undefined))
        : undefined;
    }
    case 'extra field': {
      const objects = [
        { pointer: ['query'], schema: operation.request.properties.query, parent: {} },
        ...ofType(context, 'object'),
      ];
      const key = fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'pk', 'id'),
        fc.string({ minLength: 1, maxLength: 20 }),
      );
      return fc
        .tuple(valid, fc.constantFrom(...objects), key, fc.jsonValue({ maxDepth: 2 }))
        .filter(([, location, name]) => !Object.hasOwn(location.schema.properties ?? {}, name))
        .map(([parts, location, name, value]) => ({
          mutation,
          parts: setAt(parts, [...location.pointer, name], value),
        }));
    }
    case 'wrong type': {
      const typed = values(context).filter(({ schema }) => typesOf(schema).length > 0);
      if (typed.length === 0) return undefined;
      return breakAt(context, mutation, typed, ({ schema }) =>
        fc.constantFrom(...WRONG_TYPED.filter((value) => !admitsType(typesOf(schema), jsonTypeOf(value)))),
      );
    }
    case 'out of range': {
      const bounded = values(context).filter(({ schema }) => hasBounds(schema));
      if (bounded.length === 0) return undefined;
      return breakAt(context, mutation, bounded, ({ schema }) => fc.constantFrom(...outOfRange(schema)));
    }
    case 'huge string': {
      const strings = ofType(context, 'string');
      return breakAt(context, mutation, strings.length > 0 ? strings : [extraQuery], ({ schema }) =>
        fc
          .tuple(fc.constantFrom('x', 'é', '𝕏', 'ab '), huge((schema.maxLength ?? 0) + 1))
          .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length))),
      );
    }
    case 'huge array': {
      const arrays = ofType(context, 'array');
      return fc
        .tuple(valid, fc.constantFrom(...(arrays.length > 0 ? arrays : [...values(context), extraQuery])))
        .chain(([parts, location]) => {
          const sample = getAt(parts, [...location.pointer, 0]) ?? getAt(parts, location.pointer) ?? 'item';
          const min = Math.max((location.schema.maxItems ?? 0) + 1, 1000);
          return fc.integer({ min, max: Math.max(min, 20_000) }).map((length) => ({
            mutation,
            parts: setAt(
              parts,
              location.pointer,
              Array.from({ length }, () => sample),
            ),
          }));
        });
    }
    case 'unicode': {
      const strings = ofType(context, 'string');
      return breakAt(context, mutation, strings.length > 0 ? strings : [extraQuery], ({ schema }) => {
        const { minLength, maxLength } = lengthBounds(schema);
        return fc.oneof(
          fc.string({ unit: fc.constantFrom(...NASTY), minLength: Math.max(1, minLength), maxLength }),
          fc.string({ unit: anyCharacter, minLength: Math.max(1, minLength), maxLength }),
        );
      });
    }
    case 'bad id': {
      const names = Object.keys(operation.request.properties.path.properties ?? {});
      if (names.length === 0) return undefined;
      const segment = fc.oneof(
        fc.constantFrom(
          'no-such-id',
          '0',
          '-1',
          'null',
          '%00',
          '%2F',
          '..',
          '%2E%2E',
          '%',
          '%E0%A4%A',
          '%20',
        ),
        fc.string({ unit: anyCharacter, minLength: 1, maxLength: 30 }).map(encodeSegment),
        fc.integer({ min: 101, max: 5000 }).map((length) => 'x'.repeat(length)),
        ...(context.otherIds.length > 0 ? [fc.constantFrom(...context.otherIds)] : []),
      );
      return fc
        .tuple(valid, fc.constantFrom(...names), segment)
        .map(([parts, name, raw]) => ({ mutation, parts, rawPath: { [name]: raw } }));
    }
    case 'malformed JSON': {
      if (!withBody) return undefined;
      const cut = valid.chain((parts) => {
        const text = JSON.stringify(parts.body ?? {});
        return fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((at) => text.slice(0, at));
      });
      return fc
        .tuple(valid, fc.oneof(fc.constantFrom(...MALFORMED_JSON), cut))
        .map(([parts, text]) => ({ mutation, parts, rawBody: { text, contentType: 'application/json' } }));
    }
    case 'wrong content type': {
      if (!withBody) return undefined;
      return fc.tuple(valid, fc.constantFrom(...FOREIGN_CONTENT_TYPES)).map(([parts, contentType]) => ({
        mutation,
        parts,
        rawBody: { text: JSON.stringify(parts.body ?? {}), contentType },
      }));
    }
    case 'empty body': {
      if (!withBody) return undefined;
      return fc
        .tuple(valid, fc.constantFrom<string | undefined>('', 'null', '[]', '""', '0', '{}', undefined))
        .map(([parts, text]) => ({ mutation, parts, rawBody: { text, contentType: 'application/json' } }));
    }
  }
}

/** The context `brokenArbitrary` needs, from the operation and its valid requests. */
export function mutationContext(
  operation: ApiOperation,
  valid: fc.Arbitrary<RequestParts>,
  otherIds: string[],
): Context {
  return { operation, valid, locations: locationsOf(operation.request), otherIds };
}
