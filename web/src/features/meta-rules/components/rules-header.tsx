import { Alert, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { TabBar } from '../../../components/layout/tab-bar';
import { RulesTabs, type RulesView } from './rules-tabs';

interface RulesHeaderProps {
  current: RulesView;
  canManage: boolean;
  /** The screen's main button (New rule), beside the title. */
  action?: ReactNode;
}

/** Title, what the rules do, the read-only note for users who may not change them, and the views. */
export function RulesHeader({ current, canManage, action }: RulesHeaderProps) {
  return (
    <Stack spacing={2}>
      <PageHeader
        title="Campaign Rules"
        subtitle="Conditions and schedules that pause, activate, re-budget or copy campaigns after each refresh, with a log of every action and an estimate of what they earned."
        actions={canManage && action}
      />
      {!canManage && (
        <Alert severity="info">
          You can read the rules and their log; creating, changing, running and undoing needs the
          manage_meta_campaigns permission.
        </Alert>
      )}
      <TabBar>
        <RulesTabs current={current} />
      </TabBar>
    </Stack>
  );
}
