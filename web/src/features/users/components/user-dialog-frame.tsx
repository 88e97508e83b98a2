import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { ROLE_LABELS, ROLES } from '#shared/roles';

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface UserDialogFrameProps {
  title: string;
  submitLabel: string;
  pending: boolean;
  onClose: () => void;
  /** Renders the `Form` around the dialog's content and actions. */
  form: (content: ReactNode) => ReactNode;
  children: ReactNode;
}

/** The Add New User and Edit User dialogs' shared frame: title, fields, Cancel and the submit button. */
export function UserDialogFrame({
  title,
  submitLabel,
  pending,
  onClose,
  form,
  children,
}: UserDialogFrameProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {form(
        <>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              {children}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose} disabled={pending} color="inherit">
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={pending}>
              {submitLabel}
            </Button>
          </DialogActions>
        </>,
      )}
    </Dialog>
  );
}
