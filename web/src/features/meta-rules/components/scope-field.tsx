import {
  Autocomplete,
  Chip,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { CampaignChoice } from '../api/get-campaign-choices';
import type { RuleFormValues } from '../rule-form-schema';

interface ScopeFieldProps {
  choices: readonly CampaignChoice[];
  loading: boolean;
  disabled: boolean;
}

/** All campaigns (those created later too), or chosen ones by Meta id from the insights store. */
export function ScopeField({ choices, loading, disabled }: ScopeFieldProps) {
  const { control } = useFormContext<RuleFormValues>();
  const kind = useController({ control, name: 'scopeKind' });
  const ids = useController({ control, name: 'campaignIds' });
  const scopeKind = useWatch<RuleFormValues, 'scopeKind'>({ name: 'scopeKind' });
  const labelId = useId();
  const byId = new Map(choices.map((choice) => [choice.id, choice]));
  // A chosen campaign without insights in the last 14 days still shows, by its id.
  const options = [...choices.map((choice) => choice.id), ...ids.field.value.filter((id) => !byId.has(id))];
  const label = (id: string) => byId.get(id)?.name ?? id;

  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" id={labelId}>
        Campaigns
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={kind.field.value}
        onChange={(event) => kind.field.onChange(event.target.value)}
      >
        <FormControlLabel value="all" control={<Radio />} label="All campaigns, including new ones" />
        <FormControlLabel value="campaigns" control={<Radio />} label="Chosen campaigns" />
      </RadioGroup>
      {scopeKind === 'campaigns' && (
        <Autocomplete
          multiple
          disabled={disabled}
          loading={loading}
          options={options}
          value={ids.field.value}
          onChange={(_, value) => ids.field.onChange(value)}
          onBlur={ids.field.onBlur}
          getOptionLabel={label}
          renderOption={({ key, ...props }, id) => (
            <li key={key} {...props}>
              {label(id)} ({byId.get(id)?.status ?? 'no recent insights'})
            </li>
          )}
          renderValue={(value, getItemProps) =>
            value.map((id, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={label(id)} {...itemProps} />;
            })
          }
          noOptionsText={loading ? 'Loading campaigns…' : 'No campaigns with insights in the last 14 days'}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Campaigns to include"
              inputRef={ids.field.ref}
              error={ids.fieldState.invalid}
              helperText={ids.fieldState.error?.message ?? 'Campaigns with insights in the last 14 days'}
              sx={{ mt: 1 }}
            />
          )}
        />
      )}
    </FormControl>
  );
}
