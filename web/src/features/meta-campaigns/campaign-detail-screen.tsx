import { getRouteApi } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../components/placeholder-screen';

const route = getRouteApi('/_authenticated/meta-campaigns/$id');

export function CampaignDetailScreen() {
  const { id } = route.useParams();
  return <PlaceholderScreen title="Campaign Details" subtitle={`Campaign ${id}`} />;
}
