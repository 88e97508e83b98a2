import { Box, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** A titled group of fields in a sectioned editor dialog ("Targeting Settings", "Conditions"). */
export function DialogSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Box>
  );
}

/** Two fields side by side from the small breakpoint up, stacked on a phone. */
export const twoColumns = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;
