import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import { Box, Button, Stack, Tab, Tabs } from '@mui/material';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { PageHeader } from '../../components/layout/page-header';
import { TabBar } from '../../components/layout/tab-bar';
import { AiBudgetPanel } from './components/ai-budget/ai-budget-panel';
import { ApiCredentialsForm } from './components/api-credentials-form';
import { MetaIntegrationPanel } from './components/meta-integration-panel';
import { NotificationsPanel } from './components/notifications/notifications-panel';
import { QualitySettingsForm } from './components/quality/quality-settings-form';
import { RateLimitsForm } from './components/rate-limits-form';
import { SecondFactorPolicyForm } from './components/second-factor-policy-form';
import { SitesCard } from './components/sites/sites-card';
import { WordPressCredentialsForm } from './components/wordpress-credentials-form';
import type { SettingsTab } from './settings-search';
import { SETTINGS_TAB_LABELS, selectedSettingsTab, visibleSettingsTabs } from './settings-tabs';

const route = getRouteApi('/_authenticated/settings');

interface SettingsScreenProps {
  /** The Preferences tab's content (the preferences feature's form, composed by the app). */
  preferencesPanel: ReactNode;
  /** The Debug Tools tab's content (the debug feature's process tester). */
  debugPanel: ReactNode;
}

/**
 * `/settings?tab=`: credentials, the AI budget, Meta, notifications, security, preferences, and the Debug
 * Tools tab once debug is shown.
 */
export function SettingsScreen({ preferencesPanel, debugPanel }: SettingsScreenProps) {
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  const [debugShown, setDebugShown] = useState(tab === 'debug');
  // `?tab=debug` turns debug on, also when reached by a link while the screen is open.
  useEffect(() => {
    if (tab === 'debug') setDebugShown(true);
  }, [tab]);
  const debugOn = debugShown || tab === 'debug';
  const selected = selectedSettingsTab(tab, debugOn);
  const selectTab = (next: SettingsTab) => navigate({ search: { tab: next }, replace: true });

  const toggleDebug = () => {
    setDebugShown(!debugOn);
    if (!debugOn) selectTab('debug');
    else if (selected === 'debug') selectTab('api');
  };

  const panels: Record<SettingsTab, ReactNode> = {
    api: (
      <Stack spacing={3}>
        <ApiCredentialsForm />
        <RateLimitsForm />
      </Stack>
    ),
    budget: <AiBudgetPanel />,
    wordpress: (
      <Stack spacing={3}>
        <WordPressCredentialsForm />
        <SitesCard />
        <QualitySettingsForm />
      </Stack>
    ),
    meta: <MetaIntegrationPanel />,
    notifications: <NotificationsPanel />,
    security: <SecondFactorPolicyForm />,
    preferences: preferencesPanel,
    debug: debugPanel,
  };

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Settings"
        subtitle="Credentials of the services the product uses, and your own preferences."
        actions={
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<BugReportOutlinedIcon />}
            aria-pressed={debugOn}
            onClick={toggleDebug}
          >
            {debugOn ? 'Hide Debug Tools' : 'Show Debug Tools'}
          </Button>
        }
      />
      <TabBar>
        <Tabs
          value={selected}
          onChange={(_, next: SettingsTab) => selectTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Settings sections"
        >
          {visibleSettingsTabs(debugOn).map((value) => (
            <Tab
              key={value}
              value={value}
              label={SETTINGS_TAB_LABELS[value]}
              id={`settings-tab-${value}`}
              aria-controls={`settings-panel-${value}`}
            />
          ))}
        </Tabs>
      </TabBar>
      <Box
        role="tabpanel"
        id={`settings-panel-${selected}`}
        aria-labelledby={`settings-tab-${selected}`}
        sx={{ maxWidth: selected === 'debug' ? undefined : 760 }}
      >
        {panels[selected]}
      </Box>
    </Stack>
  );
}
