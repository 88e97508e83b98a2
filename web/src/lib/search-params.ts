// Plain functions, not zod: the router ships in the initial bundle, and even zod/mini brings zod's core
// there, whole, because the lazy screens' full zod shares that one module (14 KB gzip on the login page
// and the shell; docs/design-rules.md, "Budgets", and decision 010). Nothing here is shown to a user: a
// parameter a reader does not accept is simply dropped.

/** Reads one search parameter as the router parsed it (JSON where it could); `undefined` drops it. */
export type SearchParam<T> = (value: unknown) => T | undefined;

/** A whole number from 1 up, e.g. `?page=2`. */
export const positiveInt: SearchParam<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;

/** Free text; a number or boolean reads as its text (`?search=123` arrives as the number 123). */
export const text: SearchParam<string> = (value) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;

/** A calendar day as `YYYY-MM-DD`. */
export const isoDay: SearchParam<string> = (value) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/** `?flag=true` or `?flag=false`. */
export const flag: SearchParam<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/** One of a fixed list of values. */
export function oneOf<const T extends string>(values: readonly T[]): SearchParam<T> {
  return (value) => values.find((allowed) => allowed === value);
}

type SearchOf<TParams> = { [K in keyof TParams]?: TParams[K] extends SearchParam<infer T> ? T : never };

/**
 * A route's `validateSearch`: keeps each parameter its reader accepts and drops the rest, so a bad link
 * opens the screen with defaults instead of failing the route.
 */
export function searchParser<TParams extends Record<string, SearchParam<unknown>>>(params: TParams) {
  return (search: Record<string, unknown>): SearchOf<TParams> => {
    const parsed: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(params)) {
      const value = read(search[key]);
      if (value !== undefined) parsed[key] = value;
    }
    return parsed as SearchOf<TParams>;
  };
}
