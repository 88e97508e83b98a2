import type { NearestArticle, QualityResult, QualitySettings } from '#shared/schemas/quality';
import type { DuplicateEntry, DuplicateIndex } from '../../ports/quality';
import { verdictOf } from './content-checks';
import { bandKeysOf, signatureOf, similarityOf } from './minhash';

/** What a similarity means under the settings' thresholds. */
export function duplicateFinding(
  similarity: number,
  settings: Pick<QualitySettings, 'duplicateWarning' | 'duplicateFailure'>,
): 'duplicate' | 'similar' | 'distinct' {
  if (similarity >= settings.duplicateFailure) return 'duplicate';
  return similarity >= settings.duplicateWarning ? 'similar' : 'distinct';
}

/** The article being checked: its keyword, plain text and place in its batch. */
export interface DuplicateSubject {
  keywordId: string;
  masterKeyword: string;
  title: string;
  text: string;
  order: string;
}

export interface NearDuplicateDeps {
  index: DuplicateIndex;
  sleep: (ms: number) => Promise<void>;
  /** How long to wait for a batch peer's own verdict before going on without it. */
  peerWaitMs?: number;
}

const POLL_MS = 250;
const DEFAULT_PEER_WAIT_MS = 30_000;

interface Compared {
  entry: DuplicateEntry;
  similarity: number;
}

const nearestOf = ({ entry, similarity }: Compared): NearestArticle => ({
  keywordId: entry.keywordId,
  masterKeyword: entry.masterKeyword,
  title: entry.title,
  ...(entry.url ? { url: entry.url } : {}),
  similarity,
});

const mostSimilar = (items: Compared[]) =>
  items.reduce<Compared | undefined>(
    (best, item) => (!best || item.similarity > best.similarity ? item : best),
    undefined,
  );

/**
 * A batch peer checked at the same moment, ordered after the subject: its verdict decides. It either saw the
 * subject (then it holds itself back) or it did not (then it goes live, and the subject is its duplicate).
 */
async function wentLive(deps: NearDuplicateDeps, siteKey: string, keywordId: string): Promise<boolean> {
  const deadline = (deps.peerWaitMs ?? DEFAULT_PEER_WAIT_MS) / POLL_MS;
  for (let attempt = 0; attempt < deadline; attempt += 1) {
    const entry = await deps.index.entry(siteKey, keywordId);
    if (entry?.state !== 'pending') return entry?.state === 'passed';
    await deps.sleep(POLL_MS);
  }
  // Still pending: its check stopped and will run again, and will then find the subject live.
  return false;
}

/**
 * The near-duplicate check (decision 036): registers the article's signature (pending), reads the articles
 * sharing a band with it, and compares signatures. An article counts against it when it is live or going
 * live (`passed`), or is a batch peer still being checked that comes first in the batch; a later peer still
 * being checked is waited for. Writing before reading means of two near-duplicates checked at once at least
 * one sees the other, so exactly one goes live. The caller sets the entry's state from the whole report.
 */
export async function checkNearDuplicate(
  deps: NearDuplicateDeps,
  siteKey: string,
  subject: DuplicateSubject,
  settings: QualitySettings,
): Promise<QualityResult> {
  const signature = signatureOf(subject.text);
  const bandKeys = bandKeysOf(signature);
  const { keywordId, masterKeyword, title, order } = subject;
  await deps.index.register(siteKey, {
    keywordId,
    masterKeyword,
    title,
    order,
    state: 'pending',
    signature,
    bandKeys,
  });
  const listed = (await deps.index.listed(siteKey, bandKeys)).filter((id) => id !== keywordId);
  const compared = (await deps.index.entries(siteKey, listed))
    .filter((entry) => entry.state !== 'held')
    .map((entry) => ({ entry, similarity: similarityOf(signature, entry.signature) }));
  const duplicates = compared.filter((item) => duplicateFinding(item.similarity, settings) === 'duplicate');
  const counted = duplicates.filter(
    ({ entry }) => entry.state === 'passed' || (entry.state === 'pending' && entry.order < order),
  );
  for (const item of duplicates.filter((duplicate) => !counted.includes(duplicate))) {
    if (await wentLive(deps, siteKey, item.entry.keywordId)) counted.push(item);
  }
  const duplicate = mostSimilar(counted);
  const nearest = duplicate ?? mostSimilar(compared.filter((item) => !duplicates.includes(item)));
  const similarity = nearest?.similarity ?? 0;
  const finding = duplicate ? 'duplicate' : duplicateFinding(similarity, settings);
  return {
    check: 'nearDuplicate',
    verdict:
      finding === 'duplicate'
        ? verdictOf('nearDuplicate', false, settings)
        : finding === 'similar'
          ? 'warning'
          : 'passed',
    figure: Math.round(similarity * 100) / 100,
    threshold: `< ${settings.duplicateFailure}`,
    ...(nearest ? { nearest: nearestOf(nearest) } : {}),
    ...(duplicate
      ? { detail: `${Math.round(similarity * 100)}% similar to "${duplicate.entry.masterKeyword}"` }
      : {}),
  };
}
