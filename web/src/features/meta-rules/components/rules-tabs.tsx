import { Tab, Tabs } from '@mui/material';
import { Link } from '@tanstack/react-router';

/** The rules' views, each its own route (so the log and the report with their filters are links). */
export type RulesView = '/meta-rules' | '/meta-rules/log' | '/meta-rules/impact' | '/meta-rules/guardrails';

const VIEWS: readonly { to: RulesView; label: string }[] = [
  { to: '/meta-rules', label: 'Rules' },
  { to: '/meta-rules/log', label: 'Action log' },
  { to: '/meta-rules/impact', label: 'Impact' },
  { to: '/meta-rules/guardrails', label: 'Guardrails' },
];

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
      {VIEWS.map(({ to, label }) => (
        <Tab
          key={to}
          value={to}
          label={label}
          component={Link}
          to={to}
          aria-current={current === to ? 'page' : undefined}
        />
      ))}
    </Tabs>
  );
}
