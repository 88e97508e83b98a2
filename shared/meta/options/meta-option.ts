/**
 * The forms' Meta option values (docs/contract.md#meta-option-lists) mapped to what Meta's Marketing API
 * accepts today (docs/upstream/meta-marketing-api.md, "The forms' option values and Meta's"), one list per
 * module of this folder. Options Meta no longer accepts stay listed, as the contract lists them, with an
 * `unavailable` reason: the forms show them disabled with it and the server refuses them with a 400 that
 * quotes it.
 */
export interface MetaOption<V extends string = string, M = string> {
  value: V;
  label: string;
  /** What Meta's API takes for this value; absent on an unavailable option. */
  meta?: M;
  /** Why Meta refuses this value (short: shown next to the disabled option and in the server's 400). */
  unavailable?: string;
}

/**
 * An option Meta accepts: `value` as the contract names it, `label` as the forms show it, `meta` as Meta
 * takes it.
 */
export const option = <const V extends string, M = string>(
  value: V,
  label: string,
  meta: M,
): MetaOption<V, M> => ({
  value,
  label,
  meta,
});

/** An option the contract lists but Meta refuses: shown disabled with `reason`, refused by the server. */
export const unavailableOption = <const V extends string>(
  value: V,
  label: string,
  reason: string,
): MetaOption<V, never> => ({
  value,
  label,
  unavailable: reason,
});

/** The values of an option list, as a tuple zod's `enum` takes. */
export const optionValues = <const V extends string>(options: readonly MetaOption<V, unknown>[]) =>
  options.map((entry) => entry.value) as [V, ...V[]];

/** The option of `value`, if listed. */
export const findOption = <V extends string, M>(options: readonly MetaOption<V, M>[], value: string) =>
  options.find((entry) => entry.value === value);

/** The label of `value`, or the value itself when it is not listed (e.g. a value saved before a change). */
export const optionLabel = (options: readonly MetaOption<string, unknown>[], value: string) =>
  findOption(options, value)?.label ?? value;

/** The refusal text for an unavailable value, e.g. `TRY_IT is not available: Meta has no such call to action`. */
export const unavailableMessage = (entry: MetaOption<string, unknown>) =>
  `${entry.value} is not available: ${entry.unavailable}`;

/**
 * Meta's value for a listed, available option. Throws for anything else: callers validate first (the
 * shared schemas refuse unavailable values), so reaching an unmapped value here is a programming error.
 */
export function toMeta<V extends string, M>(options: readonly MetaOption<V, M>[], value: string): M {
  const entry = findOption(options, value);
  if (!entry) throw new Error(`Unknown option value ${value}`);
  if (entry.meta === undefined) throw new Error(unavailableMessage(entry));
  return entry.meta;
}
