import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';
import { QUALITY_CHECK_LABELS, QUALITY_CHECKS, type QualityCheck } from '#shared/schemas/quality';

/** One checkbox per quality check: ticked, a failed check holds the article back as a draft for review. */
export function BlockingChecksField({ disabled }: { disabled?: boolean }) {
  const { control } = useFormContext<{ blocking: QualityCheck[] }>();
  const { field, fieldState } = useController({ control, name: 'blocking' });
  const selected: QualityCheck[] = field.value ?? [];
  const toggle = (check: QualityCheck, checked: boolean) =>
    field.onChange(
      checked
        ? QUALITY_CHECKS.filter((c) => c === check || selected.includes(c))
        : selected.filter((c) => c !== check),
    );
  return (
    <FormControl component="fieldset" error={fieldState.invalid} disabled={disabled}>
      <FormLabel component="legend" sx={{ typography: 'subtitle2', color: 'text.primary', mb: 0.5 }}>
        Checks that hold an article back
      </FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {QUALITY_CHECKS.map((check) => (
          <FormControlLabel
            key={check}
            label={QUALITY_CHECK_LABELS[check]}
            control={
              <Checkbox
                checked={selected.includes(check)}
                onChange={(event) => toggle(check, event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {fieldState.error?.message ??
          'A ticked check that fails sends the article to WordPress as a draft, in Needs review; an unticked one only warns.'}
      </FormHelperText>
    </FormControl>
  );
}
