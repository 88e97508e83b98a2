import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing to list: a card with one muted, centred sentence. */
export function EmptyCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ py: 6, textAlign: 'center' }}>
        <Typography color="textSecondary">{children}</Typography>
      </CardContent>
    </Card>
  );
}
