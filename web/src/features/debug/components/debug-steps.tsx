import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { DebugStep } from '#shared/schemas/debug';

const STATUS_LOOK = {
  success: { Icon: CheckCircleIcon, color: 'success' },
  error: { Icon: ErrorIcon, color: 'error' },
  'in progress': { Icon: AutorenewIcon, color: 'info' },
} as const;

/** Each step run, with its status (success, error or in progress) and its error text. */
export function DebugSteps({ steps }: { steps: DebugStep[] }) {
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {steps.map((step) => {
        const { Icon, color } = STATUS_LOOK[step.status];
        return (
          <Box
            component="li"
            key={step.name}
            sx={{ display: 'flex', gap: 1.25, p: 1.25, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Icon fontSize="small" color={color} sx={{ mt: '2px' }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
                  {step.name}
                </Typography>
                <Chip label={step.status} size="small" color={color} variant="outlined" />
              </Box>
              {step.error && (
                <Typography variant="body2" color="error" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
                  {step.error}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
