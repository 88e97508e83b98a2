import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled block of the debug result. */
export function DebugSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="textSecondary" component="h3" sx={{ display: 'block', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Placeholder text for a section the steps produced nothing for. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="textSecondary" sx={{ fontStyle: 'italic' }}>
      {children}
    </Typography>
  );
}
