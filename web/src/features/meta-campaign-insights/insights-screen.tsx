import { PlaceholderScreen } from '../../components/placeholder-screen';

export function InsightsScreen() {
  return <PlaceholderScreen title="Campaign Insights" />;
}
