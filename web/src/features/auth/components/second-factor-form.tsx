import FingerprintIcon from '@mui/icons-material/Fingerprint';
import { Button, Divider, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { SecondFactorMethod } from '#shared/schemas/second-factor-sign-in';
import { Form } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSecondStep } from '../api/second-step';

// Fetched after the step paints, as the password step's schema is (login page JS budget).
const loadCodeSchema = () =>
  import('#shared/schemas/second-factor-sign-in').then((module) => module.secondFactorCodeFormSchema);

type CodeKind = 'totp' | 'recovery_code';

const CODE_FIELDS: Record<CodeKind, { label: string; hint: string }> = {
  totp: { label: 'Authentication code', hint: 'Enter the 6-digit code from your authenticator app.' },
  recovery_code: { label: 'Recovery code', hint: 'Enter one of your recovery codes. Each one works once.' },
};

/**
 * The second step of signing in: a code from the authenticator app, a recovery code, or a passkey, as
 * the user has them. `onBack` returns to the email and password.
 */
export function SecondFactorForm({ methods, onBack }: { methods: SecondFactorMethod[]; onBack: () => void }) {
  const step = useSecondStep();
  const [kind, setKind] = useState<CodeKind | undefined>(
    methods.includes('totp') ? 'totp' : methods.includes('recovery_code') ? 'recovery_code' : undefined,
  );
  // Busy through the pause before the page reloads too, so nobody submits twice.
  const busy = step.isPending || step.isSuccess;
  const other: CodeKind | undefined =
    kind === 'totp' && methods.includes('recovery_code')
      ? 'recovery_code'
      : kind === 'recovery_code' && methods.includes('totp')
        ? 'totp'
        : undefined;

  return (
    <Stack spacing={2.5}>
      {kind && (
        <Form
          key={kind}
          schema={loadCodeSchema}
          defaultValues={{ code: '' }}
          onSubmit={({ code }) => step.mutate(code)}
          aria-label="Verify"
        >
          {() => (
            <Stack spacing={2.5}>
              <Typography variant="body2">{CODE_FIELDS[kind].hint}</Typography>
              <FormTextField
                name="code"
                label={CODE_FIELDS[kind].label}
                autoComplete="one-time-code"
                inputProps={kind === 'totp' ? { inputMode: 'numeric' } : { spellCheck: false }}
                autoFocus
                disabled={busy}
              />
              <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
                Verify
              </Button>
            </Stack>
          )}
        </Form>
      )}
      {methods.includes('passkey') && (
        <>
          {kind && <Divider>or</Divider>}
          <Button
            variant={kind ? 'outlined' : 'contained'}
            size="large"
            fullWidth
            startIcon={<FingerprintIcon />}
            disabled={busy}
            onClick={() => step.mutate(undefined)}
          >
            Use a passkey
          </Button>
        </>
      )}
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {other && (
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => setKind(other)}
            disabled={busy}
          >
            {other === 'recovery_code' ? 'Use a recovery code' : 'Use your authenticator app'}
          </Link>
        )}
        <Link
          component="button"
          type="button"
          variant="body2"
          color="textSecondary"
          onClick={onBack}
          disabled={busy}
        >
          Back to sign in
        </Link>
      </Stack>
    </Stack>
  );
}
