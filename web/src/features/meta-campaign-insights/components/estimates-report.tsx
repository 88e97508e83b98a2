import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { DayRange } from '#shared/insights/insights-formulas';
import type { RevenueEstimateDay } from '#shared/schemas/revenue-estimates';
import { OutlinedTable, wideOnly } from '../../../components/outlined-table/outlined-table';
import { formatSignedPercent, formatUsd } from '../../../lib/format';
import { useRevenueEstimates } from '../api/get-revenue-estimates';

const signed = (amount: number) => `${amount > 0 ? '+' : ''}${formatUsd(amount)}`;
const percent = (day: RevenueEstimateDay) =>
  day.differencePercent === null ? '—' : formatSignedPercent(day.differencePercent);

/**
 * How far the warehouse's first estimate of each day was from its final revenue (or from its latest
 * estimate while the day is not final): a compact table, shown when the range has days to compare.
 */
export function EstimatesReport({ range }: { range: DayRange }) {
  const estimates = useRevenueEstimates(range);
  if (estimates.isError) return <Alert severity="error">{estimates.error.message}</Alert>;
  const days = estimates.data?.days ?? [];
  if (days.length === 0) return null;
  return (
    <Card component="section" aria-label="First estimate vs final revenue">
      <CardContent>
        <Typography variant="h6" component="h2">
          First Estimate vs Final Revenue
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          Per day, the first revenue estimate the refresh saw against the final figure (est.: the latest
          estimate, not final yet).
        </Typography>
        <OutlinedTable label="First estimate vs final revenue per day">
          <TableHead>
            <TableRow>
              <TableCell>Day</TableCell>
              <TableCell align="right" sx={wideOnly}>
                First est.
              </TableCell>
              <TableCell align="right">Final</TableCell>
              <TableCell align="right">Change</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((day) => (
              <TableRow key={day.day}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {/* Month and day on phones, so the columns a phone shows fit 390 px with an "est." mark. */}
                  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                    {day.day.slice(0, 5)}
                  </Box>
                  {day.day.slice(5)}
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {formatUsd(day.firstEstimate)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatUsd(day.revenue)}
                  {!day.final && (
                    <Chip
                      size="small"
                      label="est."
                      color="warning"
                      variant="outlined"
                      title="Not final yet: the latest estimate"
                      sx={{
                        ml: { xs: 'auto', sm: 0.5 },
                        height: 20,
                        display: { xs: 'flex', sm: 'inline-flex' },
                        width: 'fit-content',
                      }}
                    />
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {signed(day.difference)}
                  <Typography
                    variant="caption"
                    color="textSecondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {percent(day)}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </OutlinedTable>
      </CardContent>
    </Card>
  );
}
