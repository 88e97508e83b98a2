/**
 * The object a prompt shows as its expected answer, read leniently: prompts write placeholders (`"..."`,
 * `<tag>`) and trailing commas that JSON does not take. The sandbox's answer has exactly its keys.
 */

export type Shape = { kind: 'string' } | { kind: 'number' } | { kind: 'boolean' } | ArrayShape | ObjectShape;
interface ArrayShape {
  kind: 'array';
  item: Shape;
  exampleLength: number;
}
export interface ObjectShape {
  kind: 'object';
  keys: [string, Shape][];
}

/** The object the prompt shows as its expected answer; `{"text": ...}` when it shows none. */
export function extractShape(text: string): ObjectShape {
  const start = text.search(/\{\s*"[^"]+"\s*:/);
  if (start >= 0) {
    const template = balanced(text, start);
    const parsed = parseLenient(template);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return shapeOf(parsed) as ObjectShape;
    const keys = [...template.matchAll(/"([^"]+)"\s*:\s*(\[|\{|"|\d|true|false)?/g)].map(
      ([, key, next]): [string, Shape] => [
        key!,
        next === '[' ? { kind: 'array', item: { kind: 'string' }, exampleLength: 0 } : { kind: 'string' },
      ],
    );
    if (keys.length > 0) return { kind: 'object', keys };
  }
  return { kind: 'object', keys: [['text', { kind: 'string' }]] };
}

function balanced(text: string, start: number): string {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}') depth -= 1;
    if (depth === 0) return text.slice(start, index + 1);
  }
  return text.slice(start);
}

function parseLenient(template: string): unknown {
  const cleaned = template
    .replace(/,?\s*(\.\.\.|…)\s*/g, '')
    .replace(/,\s*([\]}])/g, '$1')
    .replace(/<[^<>"]*>/g, '"x"');
  try {
    return JSON.parse(cleaned);
  } catch {
    return undefined;
  }
}

function shapeOf(value: unknown): Shape {
  if (Array.isArray(value)) {
    return {
      kind: 'array',
      item: value.length ? shapeOf(value[0]) : { kind: 'string' },
      exampleLength: value.length,
    };
  }
  if (value && typeof value === 'object') {
    return {
      kind: 'object',
      keys: Object.entries(value).map(([key, inner]): [string, Shape] => [key, shapeOf(inner)]),
    };
  }
  if (typeof value === 'number') return { kind: 'number' };
  if (typeof value === 'boolean') return { kind: 'boolean' };
  return { kind: 'string' };
}
