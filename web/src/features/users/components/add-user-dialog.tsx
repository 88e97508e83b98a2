import { type CreateUserInput, createUserSchema } from '#shared/schemas/users';
import { EditorDialog } from '../../../components/form/editor-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormToggleField } from '../../../components/form/form-toggle-field';
import { useCreateUser } from '../api/create-user';
import { ROLE_OPTIONS } from './role-options';
import { RolePermissions } from './role-permissions';

const DEFAULTS: CreateUserInput = { username: '', email: '', role: 'writer', password: '', isActive: true };

/** Add New User: the account, its role and its first password. */
export function AddUserDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateUser();
  const pending = create.isPending;
  return (
    <EditorDialog
      title="Add New User"
      submitLabel="Add User"
      schema={createUserSchema}
      defaultValues={DEFAULTS}
      onSubmit={(values) => create.mutate(values, { onSuccess: onClose })}
      pending={pending}
      onClose={onClose}
      maxWidth="sm"
    >
      <FormTextField<CreateUserInput>
        name="username"
        label="Username"
        autoComplete="off"
        autoFocus
        disabled={pending}
      />
      <FormTextField<CreateUserInput>
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        disabled={pending}
      />
      <FormSelectField<CreateUserInput> name="role" label="Role" options={ROLE_OPTIONS} disabled={pending} />
      <RolePermissions />
      <FormTextField<CreateUserInput>
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        helperText="At least 8 characters."
        disabled={pending}
      />
      <FormToggleField<CreateUserInput> variant="switch" name="isActive" label="Active" disabled={pending} />
    </EditorDialog>
  );
}
