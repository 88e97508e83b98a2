import { Box, Stack, Typography } from '@mui/material';
import { type TotpConfirm, type TotpEnrolment, totpConfirmSchema } from '#shared/schemas/second-factors';
import { EditorDialog } from '../../../components/form/editor-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { QrCode } from './qr-code';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Shows the new secret as a QR code and as text, and takes the app's first code to turn it on. */
export function TotpEnrolmentDialog({
  enrolment,
  pending,
  onConfirm,
  onClose,
}: {
  enrolment: TotpEnrolment;
  pending: boolean;
  onConfirm: (input: TotpConfirm) => void;
  onClose: () => void;
}) {
  return (
    <EditorDialog
      title="Set up an authenticator app"
      submitLabel="Turn on"
      schema={totpConfirmSchema}
      defaultValues={{ code: '' }}
      onSubmit={onConfirm}
      pending={pending}
      onClose={onClose}
      maxWidth="sm"
    >
      <Typography variant="body2">
        1. Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator
        or 1Password).
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <QrCode text={enrolment.otpauthUrl} label="QR code of the authenticator app's secret" />
      </Box>
      <Stack spacing={0.5}>
        <Typography variant="body2" color="textSecondary">
          Cannot scan it? Enter this key in the app instead:
        </Typography>
        <Typography
          component="code"
          sx={{ fontFamily: 'monospace', fontSize: '1rem', letterSpacing: '0.05em' }}
        >
          {grouped(enrolment.secret)}
        </Typography>
      </Stack>
      <Typography variant="body2">2. Enter the 6-digit code the app shows.</Typography>
      <FormTextField<TotpConfirm>
        name="code"
        label="Authentication code"
        autoComplete="one-time-code"
        inputProps={{ inputMode: 'numeric' }}
        autoFocus
        disabled={pending}
      />
    </EditorDialog>
  );
}
