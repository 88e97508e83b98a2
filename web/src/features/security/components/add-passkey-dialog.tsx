import { Typography } from '@mui/material';
import { passkeyNameSchema, passwordProofSchema } from '#shared/schemas/second-factors';
import type * as z from '#shared/validation/zod';
import { EditorDialog } from '../../../components/form/editor-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAddPasskey } from '../api/passkeys';
import { CurrentPasswordField } from './current-password-field';

const addPasskeyFormSchema = passwordProofSchema.extend({ name: passkeyNameSchema });
type AddPasskeyForm = z.input<typeof addPasskeyFormSchema>;

/** A name for the new passkey and the current password; then the browser's own passkey dialog. */
export function AddPasskeyDialog({ onClose }: { onClose: () => void }) {
  const add = useAddPasskey();
  return (
    <EditorDialog
      title="Add a passkey"
      submitLabel="Continue"
      schema={addPasskeyFormSchema}
      defaultValues={{ name: '', currentPassword: '' }}
      onSubmit={(values) => add.mutate(values, { onSuccess: onClose })}
      pending={add.isPending}
      onClose={onClose}
      maxWidth="sm"
    >
      <Typography variant="body2" color="textSecondary">
        Your browser then asks how to make it: this device's screen lock, a phone, or a security key.
      </Typography>
      <FormTextField<AddPasskeyForm>
        name="name"
        label="Name"
        helperText="So you can tell your passkeys apart, e.g. “Work laptop”."
        autoFocus
        disabled={add.isPending}
      />
      <CurrentPasswordField<AddPasskeyForm> disabled={add.isPending} />
    </EditorDialog>
  );
}
