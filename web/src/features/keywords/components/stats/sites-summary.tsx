import { lazy, Suspense } from 'react';
import { useSiteChoices } from '../../../../api/get-site-choices';

// The table and range select come in their own chunk: most installs have one site and never load them.
const SitesSummaryCard = lazy(() =>
  import('./sites-summary-card').then((module) => ({ default: module.SitesSummaryCard })),
);

/** The dashboard's Sites summary, shown only with more than one site (with one, the insights say it all). */
export function SitesSummary() {
  const sites = useSiteChoices().data ?? [];
  if (sites.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <SitesSummaryCard />
    </Suspense>
  );
}
