import { lazy, Suspense } from 'react';
import { ContentSpinner } from '../components/feedback/content-spinner';
import { SettingsScreen } from '../features/settings/settings-screen';

// Features never import each other: the app puts the preferences form and the debug tester into the
// Settings tabs. Each loads only when its tab is opened.
const PreferencesForm = lazy(() =>
  import('../features/preferences/components/preferences-form').then((module) => ({
    default: module.PreferencesForm,
  })),
);
const ProcessTester = lazy(() =>
  import('../features/debug/components/process-tester').then((module) => ({ default: module.ProcessTester })),
);

/** `/settings`: the settings screen with the Preferences and Debug Tools tabs filled in. */
export function SettingsPage() {
  return (
    <SettingsScreen
      preferencesPanel={
        <Suspense fallback={<ContentSpinner />}>
          <PreferencesForm />
        </Suspense>
      }
      debugPanel={
        <Suspense fallback={<ContentSpinner />}>
          <ProcessTester />
        </Suspense>
      }
    />
  );
}
