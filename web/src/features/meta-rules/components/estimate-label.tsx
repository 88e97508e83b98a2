import { Box, Tooltip, Typography } from '@mui/material';
import { IMPACT_METHODS, type ImpactMethod } from '../impact-methods';

/**
 * A figure's title with its method: "estimate" (when it is one) and a tooltip with how it is computed,
 * reachable by keyboard (the mark is focusable) and read as the title's description.
 */
export function EstimateLabel({ title, method }: { title: string; method: ImpactMethod }) {
  const estimate = method !== 'actions';
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}
    >
      <span>{title}</span>
      <Tooltip title={IMPACT_METHODS[method]} describeChild>
        <Typography
          component="span"
          tabIndex={0}
          sx={{
            fontSize: 11,
            fontWeight: 600,
            color: 'text.secondary',
            borderBottom: '1px dotted',
            cursor: 'help',
            whiteSpace: 'nowrap',
          }}
        >
          {estimate ? 'estimate' : 'how counted'}
        </Typography>
      </Tooltip>
    </Box>
  );
}
