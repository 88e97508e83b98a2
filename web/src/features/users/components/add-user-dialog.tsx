import { type CreateUserInput, createUserSchema } from '#shared/schemas/users';
import { Form } from '../../../components/form/form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormToggleField } from '../../../components/form/form-toggle-field';
import { useCreateUser } from '../api/create-user';
import { RolePermissions } from './role-permissions';
import { ROLE_OPTIONS, UserDialogFrame } from './user-dialog-frame';

const DEFAULTS: CreateUserInput = { username: '', email: '', role: 'writer', password: '', isActive: true };

/** Add New User: the account, its role and its first password. */
export function AddUserDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateUser();
  const pending = create.isPending;
  return (
    <UserDialogFrame
      title="Add New User"
      submitLabel="Add User"
      pending={pending}
      onClose={onClose}
      form={(content) => (
        <Form
          schema={createUserSchema}
          defaultValues={DEFAULTS}
          onSubmit={(values) => create.mutate(values, { onSuccess: onClose })}
          aria-label="Add New User"
        >
          {() => content}
        </Form>
      )}
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
    </UserDialogFrame>
  );
}
