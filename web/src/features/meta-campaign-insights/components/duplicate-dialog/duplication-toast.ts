import type { DuplicateCampaignsResponse } from '#shared/schemas/meta-duplicate';

/** The result toast: what was made, and each refusal with Meta's words under the campaign's name. */
export function duplicationToast(result: DuplicateCampaignsResponse, nameOf: (campaignId: string) => string) {
  const made = result.results.flatMap((entry) => (entry.ok ? [entry.campaignName] : []));
  const refused = result.results.flatMap((entry) =>
    entry.ok ? [] : [`${nameOf(entry.sourceCampaignId)}: ${entry.message}`],
  );
  const madeText = made.length > 0 ? `Created and activated: ${made.join(', ')}.` : '';
  if (refused.length === 0) return { title: `${made.length} Campaign(s) Duplicated`, description: madeText };
  return {
    title: `${refused.length} of ${result.results.length} duplication(s) failed`,
    description: [madeText, ...refused].filter(Boolean).join(' '),
    variant: 'destructive' as const,
  };
}
