import {
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { type ChosenKeyword, valuesFromProfile } from '#shared/meta/campaign-form/apply-profile';
import type { CampaignFormInput } from '#shared/schemas/meta-campaigns';
import { useProfiles } from '../../../api/get-profiles';
import { toast } from '../../../lib/toast';
import { fetchProfile } from '../api/get-profile';

interface ProfileSwitchProps {
  /** The chosen keyword (its URL parameter rule applies on top of a profile's). */
  keyword: ChosenKeyword | undefined;
}

/**
 * The use-default-profile switch: on, it applies the default profile (or the one picked) to the form;
 * the objective then stays locked and custom URL parameters are off (docs/contract.md#campaign-creator).
 */
export function ProfileSwitch({ keyword }: ProfileSwitchProps) {
  const form = useFormContext<CampaignFormInput>();
  const enabled = form.watch('useDefaultProfile');
  const profileId = form.watch('profileId') ?? '';
  const profiles = useProfiles({ enabled });
  const [applying, setApplying] = useState(false);
  const id = useId();

  async function apply(idToApply: string) {
    setApplying(true);
    try {
      const profile = await fetchProfile(idToApply);
      try {
        for (const [name, value] of Object.entries(valuesFromProfile(profile, form.getValues(), keyword)))
          form.setValue(name as keyof CampaignFormInput, value as never, { shouldDirty: true });
      } catch (error) {
        toast({
          title: 'Error applying profile settings',
          description: (error as Error).message,
          variant: 'destructive',
        });
      }
    } catch {
      toast({
        title: 'Error applying profile settings',
        description: 'Failed to load profile settings',
        variant: 'destructive',
      });
    } finally {
      setApplying(false);
    }
  }

  async function toggle(on: boolean) {
    form.setValue('useDefaultProfile', on);
    if (!on) return form.setValue('profileId', undefined);
    const list = profiles.data ?? (await profiles.refetch()).data ?? [];
    const chosen = list.find((profile) => profile.isDefault) ?? list[0];
    if (!chosen) {
      form.setValue('useDefaultProfile', false);
      return toast({
        title: 'Error applying profile settings',
        description:
          'No profiles found - Create your first ad settings profile to streamline campaign creation.',
        variant: 'destructive',
      });
    }
    await apply(chosen.id);
  }

  return (
    <Stack spacing={2}>
      <FormControlLabel
        label="Use default profile"
        control={
          <Switch
            checked={enabled}
            onChange={(event) => void toggle(event.target.checked)}
            disabled={applying}
          />
        }
      />
      {enabled && (
        <FormControl fullWidth disabled={applying || !profiles.data}>
          <InputLabel id={`${id}-label`}>Profile</InputLabel>
          <Select
            labelId={`${id}-label`}
            label="Profile"
            value={profiles.data?.some((profile) => profile.id === profileId) ? profileId : ''}
            onChange={(event) => void apply(event.target.value)}
          >
            {(profiles.data ?? []).map((profile) => (
              <MenuItem key={profile.id} value={profile.id}>
                {profile.name}
                {profile.isDefault ? ' (Default)' : ''}
              </MenuItem>
            ))}
          </Select>
          <Typography variant="caption" color="textSecondary" sx={{ mt: 0.5 }}>
            {applying ? 'Applying profile...' : 'The objective follows the profile while it is used.'}
          </Typography>
        </FormControl>
      )}
    </Stack>
  );
}
