import { Checkbox, FormControlLabel } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';

interface RefreshCreativeDialogProps {
  /** The ad asked about; the dialog is closed without one. */
  ad: { adId: string; name: string } | null;
  pending: boolean;
  onConfirm: (newImage: boolean) => void;
  onClose: () => void;
}

/** Asks before a creative refresh, and whether the new ad gets a new image. */
export function RefreshCreativeDialog({ ad, pending, onConfirm, onClose }: RefreshCreativeDialogProps) {
  const [newImage, setNewImage] = useState(false);
  return (
    <ConfirmDialog
      open={ad !== null}
      title="Refresh creative"
      message={
        'Write a new ad title and description from the article and run them as a new ad in the same ad set.' +
        `${ad ? ` "${ad.name}" is paused once Meta accepts the new ad` : ''}; if anything fails it keeps ` +
        'running. You can undo it from the action log.'
      }
      confirmLabel="Refresh creative"
      confirmColor="primary"
      pending={pending}
      onConfirm={() => onConfirm(newImage)}
      onClose={onClose}
      onExited={() => setNewImage(false)}
    >
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox checked={newImage} onChange={(event) => setNewImage(event.target.checked)} />}
        label="Generate a new image too"
        disabled={pending}
      />
    </ConfirmDialog>
  );
}
