import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import { useState } from 'react';
import type { Profile } from '#shared/schemas/meta-profiles';
import { useAdSettingsChoices } from '../../api/get-ad-settings-choices';
import { useProfiles } from '../../api/get-profiles';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { EmptyCard } from '../../components/feedback/empty-card';
import { PageHeader } from '../../components/layout/page-header';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useDeleteProfile } from './api/delete-profile';
import { useSetDefaultProfile } from './api/update-profile';
import { MetaConfigurationNotice } from './components/meta-configuration-notice';
import { ProfileCard } from './components/profile-card';
import { ProfileDialog } from './components/profile-dialog';

/** The profile being created (no profile) or edited, while the dialog is open. */
type Editing = { profile?: Profile } | null;

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
};

/** `/meta-ad-settings`: reusable defaults for the campaign creator, one of them the default. */
export function AdSettingsScreen() {
  const profiles = useProfiles();
  const choices = useAdSettingsChoices();
  const remove = useDeleteProfile();
  const setDefault = useSetDefaultProfile();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Profile | null>(null);
  const configured = choices.data?.metaConfigured === true;

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Meta Ad Settings Profiles"
        subtitle="Reusable campaign, targeting and tracking defaults; the campaign creator applies the default one."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!configured}
            onClick={() => setEditing({})}
          >
            Create New Profile
          </Button>
        }
      />
      {choices.isSuccess && !configured && <MetaConfigurationNotice />}
      {choices.error && (
        <Alert severity="error">Could not check the Meta settings: {apiErrorMessage(choices.error)}</Alert>
      )}
      {profiles.error && <Alert severity="error">{apiErrorMessage(profiles.error)}</Alert>}
      {profiles.isPending ? (
        <Box sx={grid} aria-label="Loading profiles" aria-busy>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={260} />
          ))}
        </Box>
      ) : profiles.data?.length === 0 ? (
        <EmptyCard>
          No profiles found - Create your first ad settings profile to streamline campaign creation.
        </EmptyCard>
      ) : (
        <Box sx={grid}>
          {profiles.data?.map((profile) => (
            <ProfileCard
              key={profile.id}
              profile={profile}
              settingDefault={setDefault.isPending && setDefault.variables?.id === profile.id}
              onEdit={(chosen) => setEditing({ profile: chosen })}
              onDelete={setDeleting}
              onSetDefault={(chosen) => setDefault.mutate(chosen)}
            />
          ))}
        </Box>
      )}
      {editing && (
        <ProfileDialog profile={editing.profile} choices={choices.data} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Profile"
        message={`Are you sure you want to delete the "${deleting?.name ?? ''}" profile?`}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </Stack>
  );
}
