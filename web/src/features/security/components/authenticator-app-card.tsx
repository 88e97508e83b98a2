import PhonelinkLockOutlinedIcon from '@mui/icons-material/PhonelinkLockOutlined';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import type { SecondFactorStatus, TotpEnrolment } from '#shared/schemas/second-factors';
import { useConfirmTotp, useRemoveTotp, useStartTotp } from '../api/totp';
import { FactorCard } from './factor-card';
import { PasswordDialog } from './password-dialog';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TotpEnrolmentDialog } from './totp-enrolment-dialog';

type Step =
  | { kind: 'password' }
  | { kind: 'enrol'; enrolment: TotpEnrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'remove' };

/** The authenticator app: set up (password, QR code and first code, recovery codes) or removed. */
export function AuthenticatorAppCard({ status }: { status: SecondFactorStatus }) {
  const [step, setStep] = useState<Step | null>(null);
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const remove = useRemoveTotp();
  const close = () => setStep(null);
  const { enabled } = status.totp;

  return (
    <>
      <AuthenticatorAppSummary
        enabled={enabled}
        recoveryCodesLeft={status.recoveryCodesLeft}
        onSetUp={() => setStep({ kind: 'password' })}
        onRemove={() => setStep({ kind: 'remove' })}
      />
      {step?.kind === 'password' && (
        <PasswordDialog
          title="Set up an authenticator app"
          submitLabel="Continue"
          pending={start.isPending}
          onSubmit={(proof) =>
            start.mutate(proof, { onSuccess: (enrolment) => setStep({ kind: 'enrol', enrolment }) })
          }
          onClose={close}
        />
      )}
      {step?.kind === 'enrol' && (
        <TotpEnrolmentDialog
          enrolment={step.enrolment}
          pending={confirm.isPending}
          onConfirm={(input) =>
            confirm.mutate(input, {
              onSuccess: ({ recoveryCodes }) => setStep({ kind: 'codes', codes: recoveryCodes }),
            })
          }
          onClose={close}
        />
      )}
      {step?.kind === 'codes' && <RecoveryCodesDialog codes={step.codes} onClose={close} />}
      {step?.kind === 'remove' && (
        <PasswordDialog
          title="Remove the authenticator app"
          submitLabel="Remove"
          pending={remove.isPending}
          onSubmit={(proof) => remove.mutate(proof, { onSuccess: close })}
          onClose={close}
        />
      )}
    </>
  );
}

function AuthenticatorAppSummary({
  enabled,
  recoveryCodesLeft,
  onSetUp,
  onRemove,
}: {
  enabled: boolean;
  recoveryCodesLeft: number;
  onSetUp: () => void;
  onRemove: () => void;
}) {
  return (
    <FactorCard
      icon={<PhonelinkLockOutlinedIcon />}
      title="Authenticator app"
      on={enabled}
      description="A 6-digit code from an app on your phone, new every 30 seconds, asked for after your password."
      action={
        enabled ? (
          <Button variant="outlined" color="error" onClick={onRemove}>
            Remove
          </Button>
        ) : (
          <Button variant="contained" onClick={onSetUp}>
            Set up
          </Button>
        )
      }
    >
      {enabled && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Recovery codes left: <strong>{recoveryCodesLeft}</strong> of 10
        </Typography>
      )}
    </FactorCard>
  );
}
