import { PlaceholderScreen } from '../../components/placeholder-screen';

export function CampaignsScreen() {
  return <PlaceholderScreen title="Meta Campaigns" />;
}
