import { Alert, Stack, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AiCost } from '#shared/schemas/keyword-economics';
import { formatAiUsd, formatCount } from '../../lib/format';
import { OutlinedTable, wideOnly } from '../outlined-table/outlined-table';

/** A keyword's generation cost by step and model, with the models that have no price named. */
export function AiCostBreakdown({ aiCost }: { aiCost: AiCost }) {
  if (aiCost.lines.length === 0)
    return <Typography color="textSecondary">No AI usage recorded for this keyword yet.</Typography>;
  return (
    <Stack spacing={1.5}>
      {aiCost.unpriced.length > 0 && (
        <Alert severity="warning">
          Unpriced: {aiCost.unpriced.join(', ')}. These calls count as $0.00 until AI_PRICES prices them.
        </Alert>
      )}
      <OutlinedTable label="AI cost by step and model">
        <TableHead>
          <TableRow>
            <TableCell>Step</TableCell>
            <TableCell>Model</TableCell>
            <TableCell align="right" sx={wideOnly}>
              Calls
            </TableCell>
            <TableCell align="right" sx={wideOnly}>
              Tokens in / out
            </TableCell>
            <TableCell align="right" sx={wideOnly}>
              Images
            </TableCell>
            <TableCell align="right">Cost</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {aiCost.lines.map((line) => (
            <TableRow key={`${line.step}:${line.model}`}>
              <TableCell>{line.step}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                {line.model}
                {line.provider && line.provider !== line.model && (
                  <Typography component="span" variant="caption" color="textSecondary">
                    {' '}
                    ({line.provider})
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={wideOnly}>
                {line.calls}
              </TableCell>
              <TableCell align="right" sx={wideOnly}>
                {formatCount(line.inputTokens)} / {formatCount(line.outputTokens)}
              </TableCell>
              <TableCell align="right" sx={wideOnly}>
                {line.images}
              </TableCell>
              <TableCell align="right">{line.cost === null ? 'Unpriced' : formatAiUsd(line.cost)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
              Total
            </TableCell>
            <TableCell colSpan={3} sx={wideOnly} />
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatAiUsd(aiCost.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </OutlinedTable>
    </Stack>
  );
}
