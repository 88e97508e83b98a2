import { Table } from '@mui/material';
import type { ReactNode } from 'react';
import { TableRegion } from '../table-region/table-region';

/** Cells that only wide screens show, so a table still fits 390 px. */
export const wideOnly = { display: { xs: 'none', md: 'table-cell' } } as const;

/** A bordered table on paper, with tighter cell padding on phones: the look of every admin list. */
export function OutlinedTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableRegion
      label={label}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, bgcolor: 'background.paper' }}
    >
      <Table aria-label={label} sx={{ '& .MuiTableCell-root': { px: { xs: 1.5, sm: 2 } } }}>
        {children}
      </Table>
    </TableRegion>
  );
}
