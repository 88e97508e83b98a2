import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** The rule under a row of tabs, across the width of what they switch. */
export function TabBar({ children }: { children: ReactNode }) {
  return <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>{children}</Box>;
}
