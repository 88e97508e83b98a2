import { PlaceholderScreen } from '../../components/placeholder-screen';

export function CampaignCreatorScreen() {
  return <PlaceholderScreen title="Meta Campaign Creator" />;
}
