/** The part of JSON Schema (as `@hono/zod-openapi` writes it into the OpenAPI 3.1 document) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  /** OpenAPI 3.0's spelling of `type: [..., 'null']`, in case a schema still uses it. */
  nullable?: boolean;
  default?: unknown;
}

/** The JSON types a schema admits, read from `type`, `nullable`, `enum` or `const` (all of them when it says none). */
export function typesOf(schema: JsonSchema): string[] {
  const listed = schema.type === undefined ? [] : [schema.type].flat();
  if (listed.length === 0 && schema.properties) listed.push('object');
  if (listed.length === 0 && schema.items) listed.push('array');
  if (listed.length === 0 && (schema.enum ?? (schema.const !== undefined ? [schema.const] : undefined))) {
    listed.push(...new Set((schema.enum ?? [schema.const]).map(jsonTypeOf)));
  }
  if (schema.nullable && !listed.includes('null')) listed.push('null');
  return listed;
}

/** The JSON type of a value, `integer` for whole numbers. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Whether a value of JSON type `actual` is admitted where `allowed` types are (integers are numbers too). */
export const admitsType = (allowed: string[], actual: string) =>
  allowed.includes(actual) || (actual === 'integer' && allowed.includes('number'));
