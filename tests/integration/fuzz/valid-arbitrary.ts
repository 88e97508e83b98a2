import * as fc from 'fast-check';
import { type JsonSchema, typesOf } from './json-schema';

/** Real values to prefer for some fields, so valid requests reach past "not found" into the handlers. */
export interface ValueHints {
  /** Existing ids for a field or parameter of this name (`id`, `keywordId`, `ids`...), or undefined. */
  idFor?: (name: string) => fc.Arbitrary<string> | undefined;
}

/** Generated strings stay short unless the schema asks for more: long ones are the "huge" mutations' job. */
const SLACK = 40;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const readableUnit = fc.constantFrom(...`${LETTERS}${LETTERS}0123456789 -`);

/** Arbitrary values a JSON Schema admits, small by default so they shrink to readable cases. */
export function validArbitrary(schema: JsonSchema, hints: ValueHints = {}, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return fc.oneof(...branches.map((branch) => validArbitrary(branch, hints, name)));
  if (schema.allOf) return validArbitrary(Object.assign({}, ...schema.allOf), hints, name);

  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => ofType(type, schema, hints, name)));
}

function ofType(type: string, schema: JsonSchema, hints: ValueHints, name: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer(numberBounds(schema, 1));
    case 'number':
      return fc.double({
        ...numberBounds(schema, 0),
        minExcluded: schema.minimum === undefined && schema.exclusiveMinimum !== undefined,
        maxExcluded: schema.maximum === undefined && schema.exclusiveMaximum !== undefined,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringArbitrary(schema, hints, name);
    case 'array':
      return arrayArbitrary(schema, hints, name);
    case 'object':
      return objectArbitrary(schema, hints);
    default:
      throw new Error(`unknown JSON Schema type "${type}"`);
  }
}

/** Inclusive bounds; `step` 1 turns an exclusive integer bound into the next whole number. */
export function numberBounds(schema: JsonSchema, step: number) {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1e6 : schema.exclusiveMinimum + step);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1e6 : schema.exclusiveMaximum - step);
  return { min, max };
}

/** The length range generated for a string schema: its own, capped at `SLACK` past the minimum. */
export function lengthBounds(schema: JsonSchema) {
  const minLength = schema.minLength ?? 0;
  return { minLength, maxLength: Math.min(schema.maxLength ?? minLength + SLACK, minLength + SLACK) };
}

function stringArbitrary(schema: JsonSchema, hints: ValueHints, name: string): fc.Arbitrary<string> {
  const { minLength, maxLength } = lengthBounds(schema);
  const fits = (text: string) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity);
  const ids = hints.idFor?.(name);
  if (ids) return fc.oneof({ weight: 4, arbitrary: ids.filter(fits) }, stringArbitrary(schema, {}, ''));

  switch (schema.format) {
    case 'email':
      return fc.stringMatching(/^[a-z][a-z0-9]{0,11}@[a-z]{2,10}\.(com|org|dev)$/).filter(fits);
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'uuid':
      // Versions 1 to 8 with the RFC 9562 variant: what zod's uuid (campaign and duplicate request ids) admits.
      return fc.uuid();
    case 'uri':
    case 'url':
      // `.invalid` never resolves (RFC 2606): a valid URL must not send the server anywhere real.
      return fc.stringMatching(/^[a-z0-9-]{1,20}$/).map((path) => `https://fuzz.invalid/${path}`);
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  if (maxLength === 0) return fc.constant('');
  // Mostly words starting with a letter (servers trim, and a blank name is a different case), some anything.
  const readable = fc
    .tuple(
      fc.constantFrom(...LETTERS),
      fc.string({ unit: readableUnit, minLength: Math.max(0, minLength - 1), maxLength: maxLength - 1 }),
    )
    .map(([first, rest]) => first + rest);
  return fc.oneof({ weight: 3, arbitrary: readable }, fc.string({ minLength, maxLength }));
}

function arrayArbitrary(schema: JsonSchema, hints: ValueHints, name: string): fc.Arbitrary<unknown[]> {
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.min(schema.maxItems ?? minLength + 10, minLength + 10);
  const items = validArbitrary(schema.items ?? {}, hints, name);
  const options = { minLength, maxLength };
  return schema.uniqueItems
    ? fc.uniqueArray(items, { ...options, selector: (item) => JSON.stringify(item) })
    : fc.array(items, options);
}

function objectArbitrary(schema: JsonSchema, hints: ValueHints): fc.Arbitrary<Record<string, unknown>> {
  const shape = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [
      key,
      validArbitrary(property, hints, key),
    ]),
  );
  return fc.record(shape, { requiredKeys: schema.required ?? [] });
}
