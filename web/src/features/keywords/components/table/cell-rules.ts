import type { KeywordTags } from '#shared/schemas/keywords';
import { formatDateTime } from '../../../../lib/format';
import { isWebUrl } from '../../../../lib/web-url';

/** The Generated Tags cell: transactional then navigational tags, comma-separated. */
export function generatedTagsText(tags: KeywordTags | undefined): string {
  if (!tags) return 'No tags available';
  const all = [...(tags.Transactional ?? []), ...(tags.Navigational ?? [])];
  return all.length === 0 ? 'No tags' : all.join(', ');
}

export type UrlCell =
  | { kind: 'link'; href: string; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'failed'; text: 'Failed to publish' }
  | { kind: 'publishing'; text: 'Publishing in progress...' };

/**
 * The URL cell: a link opening in a new tab, shown without its scheme; without a URL, "Failed to publish" for
 * a keyword in Error (compared with a capital E: docs/contract.md#keywords-list), "Draft, waiting for review"
 * for one held back by the quality gate, "Scheduled for <date>" for one whose post waits for its site's
 * cadence slot (`publishedDate` is then the slot) and "Publishing in progress..." otherwise.
 */
export function urlCell(url: string | undefined, status: string, publishedDate?: string): UrlCell {
  if (!url && status === 'Needs review') return { kind: 'text', text: 'Draft, waiting for review' };
  if (!url && status === 'Scheduled' && publishedDate)
    return { kind: 'text', text: `Scheduled for ${formatDateTime(publishedDate)}` };
  if (!url) {
    return status === 'Error'
      ? { kind: 'failed', text: 'Failed to publish' }
      : { kind: 'publishing', text: 'Publishing in progress...' };
  }
  const text = url.replace(/^[a-z][a-z\d+.-]*:\/\//i, '');
  return isWebUrl(url) ? { kind: 'link', href: url, text } : { kind: 'text', text };
}

export type StatusTone = 'success' | 'info' | 'error' | 'neutral';

/**
 * Badge colour by status, case-insensitive (docs/contract.md#keywords-list): completed green, processing and
 * pending blue, error red, anything else grey (the quality gate's "Needs review" among them).
 */
export function statusTone(status: string): StatusTone {
  const value = status.toLowerCase();
  if (value === 'completed') return 'success';
  if (value === 'processing' || value === 'pending') return 'info';
  if (value === 'error') return 'error';
  return 'neutral';
}
