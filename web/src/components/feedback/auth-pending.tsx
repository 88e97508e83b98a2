import { FullPageSpinner } from './full-page-spinner';

/** While the session is checked: the router's pending screen, and the shell's until its first paint. */
export function AuthPending() {
  return <FullPageSpinner label="Checking authentication..." />;
}
