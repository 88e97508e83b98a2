import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { useState } from 'react';
import type { PasskeySummary } from '#shared/schemas/second-factors';
import { formatDate } from '../../../lib/format';
import { useRemovePasskey } from '../api/passkeys';
import { AddPasskeyDialog } from './add-passkey-dialog';
import { FactorCard } from './factor-card';
import { PasswordDialog } from './password-dialog';

/** Whether this browser can make and use passkeys at all. */
const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/** The user's passkeys, each with when it was added and last used, and adding or removing one. */
export function PasskeysCard({ passkeys }: { passkeys: PasskeySummary[] }) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  const remove = useRemovePasskey();
  const supported = passkeysSupported();

  return (
    <FactorCard
      icon={<FingerprintIcon />}
      title="Passkeys"
      on={passkeys.length > 0}
      description="Your fingerprint, face or screen lock on this device, or a security key, in place of a code."
      action={
        <>
          <Button
            variant={passkeys.length > 0 ? 'outlined' : 'contained'}
            disabled={!supported}
            onClick={() => setAdding(true)}
          >
            Add a passkey
          </Button>
          {!supported && (
            <Typography variant="body2" color="textSecondary" sx={{ alignSelf: 'center' }}>
              This browser cannot use passkeys.
            </Typography>
          )}
        </>
      }
    >
      {passkeys.length > 0 && (
        <Box component="ul" aria-label="Your passkeys" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
          {passkeys.map((passkey) => (
            <Box
              component="li"
              key={passkey.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={passkey.name}>
                  {passkey.name}
                </Typography>
                <Typography variant="caption" color="textSecondary" component="p">
                  Added {formatDate(passkey.createdAt)} ·{' '}
                  {passkey.lastUsedAt ? `last used ${formatDate(passkey.lastUsedAt)}` : 'not used yet'}
                </Typography>
              </Box>
              <IconButton aria-label={`Remove ${passkey.name}`} onClick={() => setRemoving(passkey)}>
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {adding && <AddPasskeyDialog onClose={() => setAdding(false)} />}
      {removing && (
        <PasswordDialog
          title={`Remove the passkey ${removing.name}`}
          submitLabel="Remove"
          pending={remove.isPending}
          onSubmit={({ currentPassword }) =>
            remove.mutate({ id: removing.id, currentPassword }, { onSuccess: () => setRemoving(null) })
          }
          onClose={() => setRemoving(null)}
        />
      )}
    </FactorCard>
  );
}
