import { FullPageSpinner } from '../components/feedback/full-page-spinner';

export function AuthPending() {
  return <FullPageSpinner label="Checking authentication..." />;
}
