import SyncIcon from '@mui/icons-material/Sync';
import {
  Button,
  FormControl,
  FormHelperText,
  InputLabel,
  ListSubheader,
  MenuItem,
  Select,
  Stack,
} from '@mui/material';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { CampaignFormInput } from '#shared/schemas/meta-campaigns';
import { SELECT_MAX_HEIGHT } from '../../../config/ui';
import { useAdsetNames } from '../api/get-adset-names';
import { useSyncAdsetNames } from '../api/sync-adset-names';

/**
 * The adset name, picked from the pool: each name is used once, so used names are listed disabled and
 * struck through. Sync marks the names the Meta ad account already uses.
 */
export function AdsetNameField() {
  const { control } = useFormContext<CampaignFormInput>();
  const { field, fieldState } = useController({ control, name: 'adsetName' });
  const names = useAdsetNames();
  const sync = useSyncAdsetNames();
  const id = useId();
  const available = names.data?.availableNames ?? [];
  const used = names.data?.usedNames ?? [];
  const message =
    fieldState.error?.message ??
    (names.data
      ? `${names.data.totalAvailable} available, ${names.data.totalUsed} used`
      : names.error?.message);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      <FormControl fullWidth error={fieldState.invalid}>
        <InputLabel id={`${id}-label`}>Adset Name</InputLabel>
        <Select
          labelId={`${id}-label`}
          label="Adset Name"
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          aria-describedby={`${id}-help`}
          MenuProps={{ slotProps: { paper: { sx: { maxHeight: SELECT_MAX_HEIGHT } } } }}
        >
          <ListSubheader>Available</ListSubheader>
          {available.map((entry) => (
            <MenuItem key={entry.adset_name} value={entry.adset_name}>
              {entry.adset_name}
            </MenuItem>
          ))}
          {used.length > 0 && <ListSubheader>Used</ListSubheader>}
          {used.map((entry) => (
            <MenuItem
              key={entry.adset_name}
              value={entry.adset_name}
              disabled
              sx={{ textDecoration: 'line-through' }}
            >
              {entry.adset_name}
            </MenuItem>
          ))}
        </Select>
        {message && <FormHelperText id={`${id}-help`}>{message}</FormHelperText>}
      </FormControl>
      <Button
        variant="outlined"
        startIcon={<SyncIcon />}
        onClick={() => sync.mutate()}
        disabled={sync.isPending}
        sx={{ flexShrink: 0, height: 56 }}
      >
        {sync.isPending ? 'Syncing...' : 'Sync from Meta'}
      </Button>
    </Stack>
  );
}
