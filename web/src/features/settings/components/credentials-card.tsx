import { Alert, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';

interface CredentialsCardProps {
  title: string;
  description: string;
  isPending: boolean;
  /** A failed load of the saved values: shown above an empty form, which can still be saved. */
  error: Error | null;
  children: ReactNode;
}

/** The frame of a settings form: heading, what it is for, and the loading and load-failure states. */
export function CredentialsCard({ title, description, isPending, error, children }: CredentialsCardProps) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 3 }}>
          {description}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 3 }}>
            Could not load the saved values: {apiErrorMessage(error)}
          </Alert>
        )}
        {isPending ? (
          <Stack spacing={2.5} aria-label="Loading" aria-busy>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
