import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { moneyToSave, stripMoneyInput } from './money-input';

interface AmountDialogProps {
  title: string;
  campaignName: string;
  label: string;
  /** The value now, as the dialog shows it. */
  current: ReactNode;
  pending: boolean;
  onSave: (amount: number) => void;
  onClose: () => void;
}

/** The budget and bid dialogs: one dollar amount, digits and the dot only; an empty value saves nothing. */
export function AmountDialog({
  title,
  campaignName,
  label,
  current,
  pending,
  onSave,
  onClose,
}: AmountDialogProps) {
  const [value, setValue] = useState('');
  const save = () => {
    const amount = moneyToSave(value);
    if (amount !== undefined) onSave(amount);
  };
  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {campaignName}
          </Typography>
          <Typography variant="body2">{current}</Typography>
          <TextField
            autoFocus
            label={label}
            value={value}
            onChange={(event) => setValue(stripMoneyInput(event.target.value))}
            onKeyDown={(event) => event.key === 'Enter' && save()}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={pending}>
          {pending ? 'Updating...' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
