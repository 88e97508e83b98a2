import { TextField } from '@mui/material';
import { type UpdateUserInput, type User, updateUserSchema } from '#shared/schemas/users';
import { Form } from '../../../components/form/form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormToggleField } from '../../../components/form/form-toggle-field';
import { useUpdateUser } from '../api/update-user';
import { RolePermissions } from './role-permissions';
import { ROLE_OPTIONS, UserDialogFrame } from './user-dialog-frame';

/** Edit User: email, role, status and an optional password reset; the username stays. */
export function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const update = useUpdateUser();
  const pending = update.isPending;
  const defaults: UpdateUserInput = {
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    password: '',
  };
  return (
    <UserDialogFrame
      title="Edit User"
      submitLabel="Save Changes"
      pending={pending}
      onClose={onClose}
      form={(content) => (
        <Form
          schema={updateUserSchema}
          defaultValues={defaults}
          onSubmit={(changes) => update.mutate({ id: user.id, changes }, { onSuccess: onClose })}
          aria-label="Edit User"
        >
          {() => content}
        </Form>
      )}
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
        helperText="Leave blank to keep the current password. A new password signs the user out everywhere."
        disabled={pending}
      />
      <FormToggleField<UpdateUserInput> variant="switch" name="isActive" label="Active" disabled={pending} />
    </UserDialogFrame>
  );
}
