import { Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { KeywordsLoading } from './keywords-loading';

/** Every column of the table, so a message row spans them all. */
export const KEYWORD_COLUMNS = 8;

function MessageRow({ children }: { children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={KEYWORD_COLUMNS} sx={{ py: 8, borderBottom: 0 }}>
        <Stack sx={{ alignItems: 'center', gap: 1.5, textAlign: 'center' }}>{children}</Stack>
      </TableCell>
    </TableRow>
  );
}

export function LoadingRow() {
  return (
    <MessageRow>
      <KeywordsLoading />
    </MessageRow>
  );
}

export function ErrorRow({ onRetry }: { onRetry: () => void }) {
  return (
    <MessageRow>
      <Typography variant="body2" color="error" role="alert">
        Failed to load keywords. Please try again later.
      </Typography>
      <Button variant="outlined" size="small" onClick={onRetry}>
        Retry
      </Button>
    </MessageRow>
  );
}

export function EmptyRow() {
  return (
    <MessageRow>
      <Typography variant="body2" color="textSecondary">
        No keywords found. Add some keywords to get started.
      </Typography>
    </MessageRow>
  );
}
