import { TableContainer } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The container of a table that may scroll sideways on a phone: a named region in the tab order, so a
 * keyboard can scroll it too (WCAG 2.1.1; axe's `scrollable-region-focusable`). Every table container is
 * one, whether or not its rows overflow today: how wide they get depends on the data.
 */
export function TableRegion({
  label,
  sx,
  children,
}: {
  label: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={sx}>
      {children}
    </TableContainer>
  );
}
