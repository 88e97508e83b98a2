import { Tab, Tabs } from '@mui/material';
import { Link } from '@tanstack/react-router';

/** The two views of the rules, each its own route (so the log and its filters are links): a navigation. */
export function RulesTabs({ current }: { current: '/meta-rules' | '/meta-rules/log' }) {
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
    </Tabs>
  );
}
