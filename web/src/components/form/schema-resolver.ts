import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from '#shared/validation/zod';

export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** Loads a schema on demand, e.g. `() => import('#shared/schemas/auth').then((m) => m.loginSchema)`. */
export type SchemaLoader<TSchema extends FormSchema> = () => Promise<TSchema>;

type SchemaResolver<TSchema extends FormSchema> = Resolver<z.input<TSchema>, unknown, z.output<TSchema>> & {
  /** Starts loading a lazy schema ahead of the first validation. */
  preload: () => void;
};

/**
 * A react-hook-form resolver for a zod schema given directly or as a loader. A loader keeps zod out of the
 * bundle a screen needs to first paint (the login page's budget); it is fetched right after mount and
 * validation simply awaits it, so the messages are the same either way.
 */
export function schemaResolver<TSchema extends FormSchema>(
  schema: TSchema | SchemaLoader<TSchema>,
): SchemaResolver<TSchema> {
  type Bound = Resolver<z.input<TSchema>, unknown, z.output<TSchema>>;
  if (typeof schema !== 'function') return Object.assign(zodResolver(schema) as Bound, { preload: () => {} });
  let loading: Promise<Bound> | undefined;
  const load = () => {
    loading ??= schema().then(
      (loaded) => zodResolver(loaded) as Bound,
      (error: unknown) => {
        // A failed chunk download must not stick: the next submit tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const resolver: Bound = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => {}) });
}
