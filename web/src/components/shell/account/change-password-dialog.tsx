import { type ChangeOwnPasswordInput, changeOwnPasswordSchema } from '#shared/schemas/auth';
import * as z from '#shared/validation/zod';
import { EditorDialog } from '../../form/editor-dialog';
import { FormTextField } from '../../form/form-text-field';
import { useChangeOwnPassword } from './change-own-password';

/** The API's body and a second entry of the new password, which must match (the browser's check only). */
const changePasswordFormSchema = changeOwnPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

const DEFAULTS: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password: the signed-in user's own, proven by the current one. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const change = useChangeOwnPassword();
  const pending = change.isPending;
  const submit = ({ currentPassword, newPassword }: ChangeOwnPasswordInput) =>
    change.mutate({ currentPassword, newPassword }, { onSuccess: onClose });
  return (
    <EditorDialog
      title="Change Password"
      submitLabel="Change Password"
      schema={changePasswordFormSchema}
      defaultValues={DEFAULTS}
      onSubmit={submit}
      pending={pending}
      onClose={onClose}
      maxWidth="sm"
    >
      <FormTextField<ChangePasswordForm>
        name="currentPassword"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        autoFocus
        disabled={pending}
      />
      <FormTextField<ChangePasswordForm>
        name="newPassword"
        label="New Password"
        type="password"
        autoComplete="new-password"
        helperText="At least 8 characters. Very common passwords are refused. Your other sessions will be signed out."
        disabled={pending}
      />
      <FormTextField<ChangePasswordForm>
        name="confirmPassword"
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        disabled={pending}
      />
    </EditorDialog>
  );
}
