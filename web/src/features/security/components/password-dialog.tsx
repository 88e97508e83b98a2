import { type PasswordProof, passwordProofSchema } from '#shared/schemas/second-factors';
import { EditorDialog } from '../../../components/form/editor-dialog';
import { CurrentPasswordField } from './current-password-field';

/** Asks for the current password before a factor is set up or removed; `title` says what it is for. */
export function PasswordDialog({
  title,
  submitLabel,
  pending,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (proof: PasswordProof) => void;
  onClose: () => void;
}) {
  return (
    <EditorDialog
      title={title}
      submitLabel={submitLabel}
      schema={passwordProofSchema}
      defaultValues={{ currentPassword: '' }}
      onSubmit={onSubmit}
      pending={pending}
      onClose={onClose}
      maxWidth="sm"
    >
      <CurrentPasswordField<PasswordProof> disabled={pending} autoFocus />
    </EditorDialog>
  );
}
