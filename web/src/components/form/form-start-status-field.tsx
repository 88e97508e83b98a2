import {
  Alert,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useId } from 'react';
import { type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';
import { LAUNCH_START_STATUSES, type LaunchStartStatus } from '#shared/schemas/meta-launches';

/** The status launched campaigns start in. */
export const START_STATUS: Record<LaunchStartStatus, string> = {
  PAUSED: 'Paused',
  ACTIVE: 'Active',
};

interface FormStartStatusFieldProps<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  disabled?: boolean;
}

/**
 * Paused (the default) or Active, for the campaigns a launch makes (a launch, a site's launch on go-live);
 * Active says plainly what it costs.
 */
export function FormStartStatusField<TValues extends FieldValues>({
  name,
  disabled,
}: FormStartStatusFieldProps<TValues>) {
  const { control } = useFormContext<TValues>();
  const { field } = useController({ control, name });
  const id = useId();
  return (
    <Stack spacing={1.5}>
      <FormControl disabled={disabled ?? field.disabled}>
        <FormLabel id={`${id}-label`}>Start status</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-helper`}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
        >
          {LAUNCH_START_STATUSES.map((status) => (
            <FormControlLabel key={status} value={status} control={<Radio />} label={START_STATUS[status]} />
          ))}
        </RadioGroup>
        <FormHelperText id={`${id}-helper`} sx={{ mx: 0 }}>
          Paused campaigns spend nothing until you activate them.
        </FormHelperText>
      </FormControl>
      {field.value === 'ACTIVE' && (
        <Alert severity="warning">
          Active campaigns start spending their daily budget as soon as Meta approves their ads. Launch them
          paused to look them over in Meta first.
        </Alert>
      )}
    </Stack>
  );
}
