import { TextField } from '@mui/material';
import { type UpdateUserInput, type User, updateUserSchema } from '#shared/schemas/users';
import { EditorDialog } from '../../../components/form/editor-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormToggleField } from '../../../components/form/form-toggle-field';
import { useUpdateUser } from '../api/update-user';
import { ROLE_OPTIONS } from './role-options';
import { RolePermissions } from './role-permissions';

/**
 * Edit User: email, role, status and an optional password reset; the username stays. One's own password is
 * not set here (the server refuses it): Change password in the account menu asks for the current one.
 */
export function EditUserDialog({ user, self, onClose }: { user: User; self: boolean; onClose: () => void }) {
  const update = useUpdateUser();
  const pending = update.isPending;
  const defaults: UpdateUserInput = {
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    password: '',
  };
  return (
    <EditorDialog
      title="Edit User"
      submitLabel="Save Changes"
      schema={updateUserSchema}
      defaultValues={defaults}
      onSubmit={(changes) => update.mutate({ id: user.id, changes }, { onSuccess: onClose })}
      pending={pending}
      onClose={onClose}
      maxWidth="sm"
    >
      <TextField
        label="Username"
        value={user.username}
        disabled
        fullWidth
        helperText="Usernames cannot be changed."
      />
      <FormTextField<UpdateUserInput>
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        disabled={pending}
      />
      <FormSelectField<UpdateUserInput> name="role" label="Role" options={ROLE_OPTIONS} disabled={pending} />
      <RolePermissions />
      <FormTextField<UpdateUserInput>
        name="password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        helperText={
          self
            ? 'Your own password is changed with Change password in your account menu, which asks for the current one.'
            : 'Leave blank to keep the current password. A new password signs the user out everywhere.'
        }
        disabled={pending || self}
      />
      <FormToggleField<UpdateUserInput> variant="switch" name="isActive" label="Active" disabled={pending} />
    </EditorDialog>
  );
}
