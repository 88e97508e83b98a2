import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A labelled value of the detail view. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" component="div" color="textSecondary">
        {label}
      </Typography>
      <Box sx={{ typography: 'body2', wordBreak: 'break-word' }}>{children}</Box>
    </Box>
  );
}

/** A list of tags as chips, or a muted "None". */
export function TagList({ tags }: { tags: readonly string[] | undefined }) {
  if (!tags || tags.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary">
        None
      </Typography>
    );
  }
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
      {tags.map((tag) => (
        <Chip key={tag} size="small" variant="outlined" label={tag} />
      ))}
    </Stack>
  );
}
