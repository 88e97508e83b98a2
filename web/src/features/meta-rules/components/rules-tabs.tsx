import { Tab, Tabs } from '@mui/material';
import { Link } from '@tanstack/react-router';

/** The rules' views, each its own route (so the log and the report with their filters are links). */
export type RulesView = '/meta-rules' | '/meta-rules/log' | '/meta-rules/impact' | '/meta-rules/guardrails';

/** The views of the rules as tabs: a navigation. */
export function RulesTabs({ current }: { current: RulesView }) {
  return (
    <Tabs
      value={current}
      variant="scrollable"
      allowScrollButtonsMobile
      role="navigation"
      aria-label="Campaign rules views"
    >
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
        value="/meta-rules/impact"
        label="Impact"
        component={Link}
        to="/meta-rules/impact"
        aria-current={current === '/meta-rules/impact' ? 'page' : undefined}
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
