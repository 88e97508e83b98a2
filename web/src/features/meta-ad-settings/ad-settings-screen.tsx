import { PlaceholderScreen } from '../../components/placeholder-screen';

export function AdSettingsScreen() {
  return <PlaceholderScreen title="Meta Ad Settings Profiles" />;
}
