import { Stack, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { OutlinedTable } from '../../../../components/outlined-table/outlined-table';
import type { SiteLimitRow } from './ai-budget-form-schema';
import { LimitField } from './limit-field';

/**
 * A site's own limits, a row per site, saved with the account's. Shown from two rows on: with one site,
 * the account's limits are its own.
 */
export function SiteLimitsTable({ rows, disabled }: { rows: readonly SiteLimitRow[]; disabled: boolean }) {
  if (rows.length < 2) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        Per-site limits
      </Typography>
      <Typography variant="body2" color="textSecondary">
        A site's own limits hold its keywords only, on top of the limits above. Empty: none of its own.
      </Typography>
      <OutlinedTable label="Per-site limits">
        <TableHead>
          <TableRow>
            <TableCell>Site</TableCell>
            <TableCell>Daily limit (USD)</TableCell>
            <TableCell>Monthly limit (USD)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row.siteId}>
              <TableCell sx={{ wordBreak: 'break-word' }}>{row.name}</TableCell>
              <TableCell sx={{ minWidth: 104, verticalAlign: 'top' }}>
                <LimitField
                  name={`sites.${index}.dailyLimitUsd`}
                  label={`${row.name}: daily limit (USD)`}
                  inTable
                  disabled={disabled}
                />
              </TableCell>
              <TableCell sx={{ minWidth: 104, verticalAlign: 'top' }}>
                <LimitField
                  name={`sites.${index}.monthlyLimitUsd`}
                  label={`${row.name}: monthly limit (USD)`}
                  inTable
                  disabled={disabled}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </OutlinedTable>
    </Stack>
  );
}
