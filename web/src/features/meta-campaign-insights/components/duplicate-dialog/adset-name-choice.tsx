import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { DuplicateCustomSettingsInput } from '#shared/schemas/meta-duplicate';
import { FormSelectField, type SelectOption } from '../../../../components/form/form-select-field';
import { useAvailableAdsetNames } from '../../api/get-available-adset-names';

/** Empty: each copy takes the next available channel, as the duplicate dialog's rules say (docs/contract.md#duplicate-dialog). */
export const AUTO_ADSET_NAME = '';

/**
 * The copy's adset name from `GET /api/adset-names/available` (mounted, so fetched, only with custom
 * settings). A chosen name can go to one copy only, so it can be chosen when one campaign is copied.
 */
export function AdsetNameChoice({ single }: { single: boolean }) {
  const names = useAvailableAdsetNames();
  const { control, setValue } = useFormContext<DuplicateCustomSettingsInput>();
  const chosen = useWatch({ control, name: 'adsetName' });
  useEffect(() => {
    if (!single && chosen) setValue('adsetName', AUTO_ADSET_NAME);
  }, [single, chosen, setValue]);
  const options: SelectOption[] = [
    { value: AUTO_ADSET_NAME, label: 'Auto-assign from available channels' },
    ...(names.data?.available ?? []).map((entry) => ({ value: entry.adset_name, label: entry.adset_name })),
  ];
  return (
    <FormSelectField<DuplicateCustomSettingsInput>
      name="adsetName"
      label="Adset Name"
      options={options}
      disabled={!single}
      helperText={
        single
          ? (names.error?.message ?? 'Empty assigns the next available channel')
          : 'Each copy gets its own channel; a name can be chosen when duplicating one campaign'
      }
    />
  );
}
