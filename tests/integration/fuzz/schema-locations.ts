import { type JsonSchema, typesOf } from './json-schema';

export type Pointer = (string | number)[];

/** A place in a request a mutation can target: its pointer, its schema, and the object schema holding it. */
export interface Location {
  pointer: Pointer;
  schema: JsonSchema;
  parent: JsonSchema;
}

/** The schema a location's branches share, when it is written as oneOf/anyOf/allOf. */
export function flatten(schema: JsonSchema): JsonSchema {
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(flatten));
  const branches = schema.oneOf ?? schema.anyOf;
  if (!branches) return schema;
  const flat = branches.map(flatten);
  // Types and properties of every branch, so each branch's fields can be targeted.
  return {
    type: [...new Set(flat.flatMap(typesOf))],
    properties: Object.assign({}, ...flat.map((branch) => branch.properties ?? {})),
    items: flat.find((branch) => branch.items)?.items,
  };
}

/**
 * Every property of the schema (optional ones too) and the first item of every array, below `pointer`.
 * Array items are addressed at index 0, which `setAt` creates when the generated array is empty.
 */
export function locationsOf(schema: JsonSchema, pointer: Pointer = []): Location[] {
  const flat = flatten(schema);
  const here: Location[] = [];
  for (const [key, property] of Object.entries(flat.properties ?? {})) {
    here.push({ pointer: [...pointer, key], schema: flatten(property), parent: flat });
    here.push(...locationsOf(property, [...pointer, key]));
  }
  if (flat.items) {
    here.push({ pointer: [...pointer, 0], schema: flatten(flat.items), parent: flat });
    here.push(...locationsOf(flat.items, [...pointer, 0]));
  }
  return here;
}

const isContainer = (value: unknown): value is Record<string | number, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A copy of `root` with `value` at `pointer` (`undefined` removes it), creating the objects and arrays on
 * the way that the generated value left out. Own keys are defined, so `__proto__` is a key like any other.
 */
export function setAt<T>(root: T, pointer: Pointer, value: unknown): T {
  const copy = structuredClone(root) as unknown;
  let node = copy as Record<string | number, unknown>;
  pointer.forEach((key, depth) => {
    const last = depth === pointer.length - 1;
    if (last) {
      if (value === undefined) delete node[key];
      else Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
      return;
    }
    if (!isContainer(node[key])) node[key] = typeof pointer[depth + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return copy as T;
}

/** The value at `pointer`, or undefined. */
export function getAt(root: unknown, pointer: Pointer): unknown {
  return pointer.reduce<unknown>((node, key) => (isContainer(node) ? node[key] : undefined), root);
}
