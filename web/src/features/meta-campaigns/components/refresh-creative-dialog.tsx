import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
} from '@mui/material';
import { useId, useState } from 'react';

interface RefreshCreativeDialogProps {
  /** The ad asked about; the dialog is closed without one. */
  ad: { adId: string; name: string } | null;
  pending: boolean;
  onConfirm: (newImage: boolean) => void;
  onClose: () => void;
}

/** Asks before a creative refresh, and whether the new ad gets a new image. */
export function RefreshCreativeDialog({ ad, pending, onConfirm, onClose }: RefreshCreativeDialogProps) {
  const id = useId();
  const [newImage, setNewImage] = useState(false);
  return (
    <Dialog
      open={ad !== null}
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => setNewImage(false) } }}
    >
      <DialogTitle id={`${id}-title`}>Refresh creative</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`}>
          Write a new ad title and description from the article and run them as a new ad in the same ad set.
          {ad ? ` "${ad.name}" is paused once Meta accepts the new ad` : ''}; if anything fails it keeps
          running. You can undo it from the action log.
        </DialogContentText>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Checkbox checked={newImage} onChange={(event) => setNewImage(event.target.checked)} />}
          label="Generate a new image too"
          disabled={pending}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={pending} color="inherit">
          Cancel
        </Button>
        <Button onClick={() => onConfirm(newImage)} variant="contained" loading={pending}>
          Refresh creative
        </Button>
      </DialogActions>
    </Dialog>
  );
}
