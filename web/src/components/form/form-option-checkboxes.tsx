import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useId } from 'react';
import { type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';
import { ALL } from '#shared/meta/options/audience';
import type { MetaOption } from '#shared/meta/options/meta-option';

interface FormOptionCheckboxesProps<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  label: string;
  options: readonly MetaOption<string, unknown>[];
  disabled?: boolean;
}

/** The next selection: ALL replaces the specific choices, and a specific choice replaces ALL. */
export function toggleOption(selected: readonly string[], value: string, checked: boolean): string[] {
  if (!checked) return selected.filter((entry) => entry !== value);
  if (value === ALL) return [ALL];
  return [...selected.filter((entry) => entry !== ALL), value];
}

/** "Windows, macOS: Meta targets mobile operating systems only.", one sentence per reason. */
export function unavailableNote(options: readonly MetaOption<string, unknown>[]): string | undefined {
  const byReason = new Map<string, string[]>();
  for (const option of options) {
    if (option.unavailable)
      byReason.set(option.unavailable, [...(byReason.get(option.unavailable) ?? []), option.label]);
  }
  if (byReason.size === 0) return undefined;
  return [...byReason].map(([reason, labels]) => `${labels.join(', ')}: ${reason}.`).join(' ');
}

/**
 * A multiple choice of Meta options bound to a list field. Choosing 'ALL' clears and disables the specific
 * options (the contract's rule for ALL, docs/contract.md#campaign-creator); options Meta no longer accepts stay listed, disabled, with their
 * reason written under the group (a tooltip alone would not reach touch screens or screen readers).
 */
export function FormOptionCheckboxes<TValues extends FieldValues>({
  name,
  label,
  options,
  disabled,
}: FormOptionCheckboxesProps<TValues>) {
  const { control } = useFormContext<TValues>();
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const selected: string[] = field.value ?? [];
  const allChosen = selected.includes(ALL);
  const note = fieldState.error?.message ?? unavailableNote(options);
  return (
    <FormControl
      component="fieldset"
      error={fieldState.invalid}
      disabled={disabled}
      aria-describedby={note ? `${id}-help` : undefined}
    >
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            disabled={Boolean(option.unavailable) || (allChosen && option.value !== ALL)}
            control={
              <Checkbox
                checked={selected.includes(option.value)}
                onChange={(event) =>
                  field.onChange(toggleOption(selected, option.value, event.target.checked))
                }
                onBlur={field.onBlur}
                slotProps={{ input: { ref: option === options[0] ? field.ref : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
      {note && <FormHelperText id={`${id}-help`}>{note}</FormHelperText>}
    </FormControl>
  );
}
