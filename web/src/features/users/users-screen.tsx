import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import type { User } from '#shared/schemas/users';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { LoadingStatus } from '../../components/feedback/loading-status';
import { PageHeader } from '../../components/layout/page-header';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useAuthUser } from '../../lib/auth-user';
import { useDeleteUser } from './api/delete-user';
import { useUsers } from './api/get-users';
import { useResetSecondFactors } from './api/reset-second-factors';
import { AddUserDialog } from './components/add-user-dialog';
import { EditUserDialog } from './components/edit-user-dialog';
import { UsersTable } from './components/users-table';

/** `/users`: who can sign in, with which role. */
export function UsersScreen() {
  const users = useUsers();
  const { data: me } = useAuthUser();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const remove = useDeleteUser();
  const [resetting, setResetting] = useState<User | null>(null);
  const reset = useResetSecondFactors();

  return (
    <Stack spacing={3}>
      <PageHeader
        title="User Management"
        subtitle="Who can sign in, and what their role allows."
        actions={
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            onClick={() => setAdding(true)}
          >
            Add New User
          </Button>
        }
      />
      {users.isPending ? (
        <LoadingStatus label="Loading users..." />
      ) : users.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void users.refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load users: {apiErrorMessage(users.error)}
        </Alert>
      ) : (
        <UsersTable
          users={users.data.users}
          currentUserId={me?.id}
          onEdit={setEditing}
          onDelete={setDeleting}
          onResetSecondFactor={setResetting}
        />
      )}
      {adding && <AddUserDialog onClose={() => setAdding(false)} />}
      {editing && (
        <EditUserDialog user={editing} self={editing.id === me?.id} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete User"
        message={`Are you sure you want to delete the user ${deleting?.username ?? ''}?`}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
      <ConfirmDialog
        open={resetting !== null}
        title="Reset Second Factor"
        message={`Remove every second factor of ${resetting?.username ?? ''} (authenticator app, passkeys and recovery codes)? Until they set up a new one, their password alone signs them in. The team is notified.`}
        confirmLabel="Reset"
        pending={reset.isPending}
        onClose={() => setResetting(null)}
        onConfirm={() => resetting && reset.mutate(resetting, { onSettled: () => setResetting(null) })}
      />
    </Stack>
  );
}
