import { Alert, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { RulesTabs } from './rules-tabs';

interface RulesHeaderProps {
  current: '/meta-rules' | '/meta-rules/log';
  canManage: boolean;
  /** The screen's main button (New rule), beside the title. */
  action?: ReactNode;
}

/** Title, what the rules do, the read-only note for users who may not change them, and the two views. */
export function RulesHeader({ current, canManage, action }: RulesHeaderProps) {
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography variant="h4" component="h1">
            Campaign Rules
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            Conditions on the insights figures that pause, activate or re-budget campaigns after each refresh,
            with a log of every action.
          </Typography>
        </Box>
        {canManage && action}
      </Box>
      {!canManage && (
        <Alert severity="info" sx={{ mt: 2 }}>
          You can read the rules and their log; creating, changing, running and undoing needs the
          manage_meta_campaigns permission.
        </Alert>
      )}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 2 }}>
        <RulesTabs current={current} />
      </Box>
    </Box>
  );
}
