import type {
  LaunchCheck,
  LaunchCopyOverride,
  LaunchCreate,
  LaunchPreviewItem,
  LaunchRequest,
} from '#shared/schemas/meta-launches';

/** The ad copy a preview row may change, in the order the row and its editor show it. */
export const COPY_FIELDS = ['adTitle', 'primaryText', 'adDescription'] as const;
export type CopyField = (typeof COPY_FIELDS)[number];
export type RowCopy = Record<CopyField, string>;

/** What the person changed on a preview: each row's edited copy, and the rows they left out. */
export interface LaunchEdits {
  overrides: Readonly<Record<string, LaunchCopyOverride>>;
  /** Left out by hand; a row that fails a check is out whatever this holds. */
  excluded: ReadonlySet<string>;
}

/** A row that fails a check cannot be launched: the server refuses the launch while it is included. */
export const failsACheck = (item: LaunchPreviewItem) =>
  item.checks.some((check) => check.status === 'failed');

/** A new preview's edits: no copy changed, the rows that fail a check left out. */
export function initialEdits(items: readonly LaunchPreviewItem[]): LaunchEdits {
  return { overrides: {}, excluded: new Set(items.filter(failsACheck).map((item) => item.keywordId)) };
}

export const isIncluded = (item: LaunchPreviewItem, edits: LaunchEdits) =>
  !failsACheck(item) && !edits.excluded.has(item.keywordId);

/** Includes or leaves out rows; a row that fails a check stays out. */
export function withIncluded(
  edits: LaunchEdits,
  items: readonly LaunchPreviewItem[],
  included: boolean,
): LaunchEdits {
  const excluded = new Set(edits.excluded);
  for (const item of items) {
    if (failsACheck(item)) continue;
    if (included) excluded.delete(item.keywordId);
    else excluded.add(item.keywordId);
  }
  return { ...edits, excluded };
}

/** The copy a row launches with: its edits over what the preview gave. */
export function rowCopy(item: LaunchPreviewItem, edits: LaunchEdits): RowCopy {
  const override = edits.overrides[item.keywordId] ?? {};
  return {
    adTitle: override.adTitle ?? item.adTitle,
    primaryText: override.primaryText ?? item.primaryText,
    adDescription: override.adDescription ?? item.adDescription,
  };
}

/** Whether a row's copy differs from the preview's. */
export const isEdited = (item: LaunchPreviewItem, edits: LaunchEdits) =>
  edits.overrides[item.keywordId] !== undefined;

/**
 * A row's edits from the copy in its editor: only the fields that differ from the preview (trimmed, as
 * the server keeps them), so the rest stays the keyword's; undefined when none differs.
 */
export function overrideOf(item: LaunchPreviewItem, copy: RowCopy): LaunchCopyOverride | undefined {
  const changed = COPY_FIELDS.filter((field) => copy[field].trim() !== item[field]).map((field) => [
    field,
    copy[field].trim(),
  ]);
  return changed.length > 0 ? Object.fromEntries(changed) : undefined;
}

/** The edits with a row's copy back to the preview's. */
export function withoutCopy(edits: LaunchEdits, item: LaunchPreviewItem): LaunchEdits {
  const { [item.keywordId]: _, ...others } = edits.overrides;
  return { ...edits, overrides: others };
}

/** The edits with a row's copy set (or back to the preview's when it matches). */
export function withCopy(edits: LaunchEdits, item: LaunchPreviewItem, copy: RowCopy): LaunchEdits {
  const override = overrideOf(item, copy);
  const others = withoutCopy(edits, item);
  return override ? { ...others, overrides: { ...others.overrides, [item.keywordId]: override } } : others;
}

/**
 * `POST /api/meta/launches`'s body: the previewed request for the previewed rows (the server leaves out
 * repeated ids as the preview did), the edits of the rows launched and every row left out.
 */
export function launchBody(
  request: LaunchRequest,
  items: readonly LaunchPreviewItem[],
  edits: LaunchEdits,
): LaunchCreate {
  const included = items.filter((item) => isIncluded(item, edits));
  const overrides = Object.fromEntries(
    included.flatMap((item) => {
      const override = edits.overrides[item.keywordId];
      return override ? [[item.keywordId, override]] : [];
    }),
  );
  const exclude = items.filter((item) => !isIncluded(item, edits)).map((item) => item.keywordId);
  return {
    ...request,
    keywordIds: items.map((item) => item.keywordId),
    ...(Object.keys(overrides).length > 0 ? { overrides } : {}),
    ...(exclude.length > 0 ? { exclude } : {}),
  };
}

const campaigns = (count: number) => `${count} campaign${count === 1 ? '' : 's'}`;

/** The count launched, in the button: "Launch 24 campaigns". */
export const launchLabel = (count: number) => `Launch ${campaigns(count)}`;

/** What launching does: "24 campaigns will be created, paused; 2 left out". */
export function launchSummary(
  items: readonly LaunchPreviewItem[],
  edits: LaunchEdits,
  status: LaunchRequest['status'],
): string {
  const included = items.filter((item) => isIncluded(item, edits)).length;
  const out = items.length - included;
  const leftOut = out > 0 ? `; ${out} left out` : '';
  if (included === 0) return `No campaign will be created${leftOut}`;
  return `${campaigns(included)} will be created, ${status === 'ACTIVE' ? 'active' : 'paused'}${leftOut}`;
}

/** A row's checks in one word and tone: the worst of them, and how many are that bad. */
export function checksSummary(checks: readonly LaunchCheck[]): {
  status: LaunchCheck['status'];
  text: string;
} {
  const failed = checks.filter((check) => check.status === 'failed').length;
  if (failed > 0) return { status: 'failed', text: `${failed} failed` };
  const warnings = checks.filter((check) => check.status === 'warning').length;
  if (warnings > 0) return { status: 'warning', text: `${warnings} warning${warnings === 1 ? '' : 's'}` };
  return { status: 'passed', text: 'All passed' };
}
