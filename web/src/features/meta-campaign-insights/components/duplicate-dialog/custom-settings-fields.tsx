import { Box, InputAdornment, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DUPLICATE_DEVICE_TYPES, DUPLICATE_OS_TYPES } from '#shared/meta/options/audience';
import { DUPLICATE_BID_STRATEGIES, needsBidAmount } from '#shared/meta/options/bid-strategies';
import { DUPLICATE_COUNTRIES } from '#shared/meta/options/countries';
import type { DuplicateCustomSettingsInput } from '#shared/schemas/meta-duplicate';
import { FormOptionCheckboxes } from '../../../../components/form/form-option-checkboxes';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { AdsetNameChoice } from './adset-name-choice';

const KEEP_EXISTING = '';
const BID_STRATEGY_OPTIONS = [
  { value: KEEP_EXISTING, label: 'Keep existing' },
  ...DUPLICATE_BID_STRATEGIES.map(({ value, label }) => ({ value, label })),
];
const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const dollars = { startAdornment: <InputAdornment position="start">$</InputAdornment> };

/**
 * The custom settings, by the duplicate dialog's rules (docs/contract.md#duplicate-dialog): the bid value only for 'Lowest Cost with Bid Cap' or
 * 'Cost Cap'; empty budget, strategy, device, OS or country choices keep the source's; advanced targeting
 * is optional JSON.
 */
export function CustomSettingsFields({ single }: { single: boolean }) {
  const { control, setValue } = useFormContext<DuplicateCustomSettingsInput>();
  const bidStrategy = useWatch({ control, name: 'bidStrategy' });
  const capped = typeof bidStrategy === 'string' && needsBidAmount(bidStrategy);
  // A bid value left behind by a capped strategy is not meant for the other ones (nor would a hidden
  // invalid one be seen blocking the form).
  useEffect(() => {
    if (!capped) setValue('bidAmount', '');
  }, [capped, setValue]);
  return (
    <Stack spacing={2.5}>
      <AdsetNameChoice single={single} />
      <Box sx={twoColumns}>
        <FormTextField<DuplicateCustomSettingsInput>
          name="dailyBudget"
          label="Daily Budget"
          placeholder="Keep existing"
          inputProps={{ inputMode: 'decimal' }}
          {...dollars}
        />
        <FormSelectField<DuplicateCustomSettingsInput>
          name="bidStrategy"
          label="Bid Strategy"
          options={BID_STRATEGY_OPTIONS}
          helperText="Empty keeps the existing strategy"
        />
      </Box>
      {capped && (
        <FormTextField<DuplicateCustomSettingsInput>
          name="bidAmount"
          label="Bid Value"
          inputProps={{ inputMode: 'decimal' }}
          {...dollars}
        />
      )}
      <FormOptionCheckboxes<DuplicateCustomSettingsInput>
        name="deviceTypes"
        label="Devices"
        options={DUPLICATE_DEVICE_TYPES}
      />
      <FormOptionCheckboxes<DuplicateCustomSettingsInput>
        name="osTypes"
        label="Operating Systems"
        options={DUPLICATE_OS_TYPES}
      />
      <FormOptionCheckboxes<DuplicateCustomSettingsInput>
        name="countries"
        label="Countries"
        options={DUPLICATE_COUNTRIES}
      />
      <Typography variant="body2" color="textSecondary">
        Empty device, OS or country selections keep the existing targeting.
      </Typography>
      <FormTextField<DuplicateCustomSettingsInput>
        name="advancedTargeting"
        label="Advanced Targeting (JSON, optional)"
        placeholder='{"age_min": 25, "age_max": 45}'
        multiline
        minRows={3}
        helperText="Meta targeting fields, laid over the settings above"
        sx={{ fontFamily: 'monospace' }}
      />
    </Stack>
  );
}
