import { Tab, Tabs } from '@mui/material';
import { Link } from '@tanstack/react-router';

export type RulesView = '/meta-rules' | '/meta-rules/log' | '/meta-rules/guardrails';

/** The views of the rules, each its own route (so the log and its filters are links): a navigation. */
export function RulesTabs({ current }: { current: RulesView }) {
  return (
    <Tabs value={current} role="navigation" aria-label="Campaign rules views">
      <Tab
        value="/meta-rules"
        label="Rules"
        component={Link}
        to="/meta-rules"
        aria-current={current === '/meta-rules' ? 'page' : undefined}
      />
      <Tab
        value="/meta-rules/log"
        label="Action log"
        component={Link}
        to="/meta-rules/log"
        aria-current={current === '/meta-rules/log' ? 'page' : undefined}
      />
      <Tab
        value="/meta-rules/guardrails"
        label="Guardrails"
        component={Link}
        to="/meta-rules/guardrails"
        aria-current={current === '/meta-rules/guardrails' ? 'page' : undefined}
      />
    </Tabs>
  );
}
