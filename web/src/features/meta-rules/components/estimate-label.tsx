import { Box, Tooltip, Typography } from '@mui/material';
import { IMPACT_METHODS, type ImpactMethod } from '../impact-methods';

/**
 * A figure's title with its method: "estimate" (when it is one) and a tooltip with how it is computed,
 * reachable by keyboard (the mark is focusable) and read as the title's description.
 */
export function EstimateLabel({
  title,
  method,
  end = false,
}: {
  title: string;
  method: ImpactMethod;
  /** In a right-aligned column: a narrow one puts the mark under the title, both at the right edge. */
  end?: boolean;
}) {
  const estimate = method !== 'actions';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'baseline',
        columnGap: 0.75,
        flexWrap: 'wrap',
        justifyContent: end ? 'flex-end' : 'flex-start',
      }}
    >
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {title}
      </Box>
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
