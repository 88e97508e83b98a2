import type { SelectOption } from './form-select-field';

/** The select value of 'No default' (an empty value would leave the select's label over its text). */
export const NO_DEFAULT = 'none';

/**
 * A select's options for saved Meta entries (pages, pixels): 'No default' first, then the entries; a saved
 * choice no longer among them stays shown, so opening a form never silently drops it.
 */
export function entryOptions(
  entries: readonly { id: string; name: string }[],
  saved: string | null | undefined,
) {
  const options: SelectOption[] = [
    { value: NO_DEFAULT, label: 'No default' },
    ...entries.map((entry) => ({ value: entry.id, label: `${entry.name} (${entry.id})` })),
  ];
  if (saved && !entries.some((entry) => entry.id === saved)) {
    options.push({ value: saved, label: `${saved} (no longer in the Meta settings)` });
  }
  return options;
}
