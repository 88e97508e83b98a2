import { describe, expect, it } from 'vitest';
import type { LaunchCheck, LaunchPreviewItem, LaunchRequest } from '#shared/schemas/meta-launches';
import { launchCopyOverrideSchema, launchCreateSchema } from '#shared/schemas/meta-launches';
import {
  checksSummary,
  initialEdits,
  isIncluded,
  launchBody,
  launchLabel,
  launchSummary,
  overrideOf,
  rowCopy,
  withCopy,
  withIncluded,
} from './launch-draft';

const passed = (name: string): LaunchCheck => ({ name, status: 'passed', message: 'Fine' });
const warning = (name: string): LaunchCheck => ({ name, status: 'warning', message: 'Long' });
const failed = (name: string): LaunchCheck => ({ name, status: 'failed', message: 'Not published' });

const item = (keywordId: string, overrides: Partial<LaunchPreviewItem> = {}): LaunchPreviewItem => ({
  keywordId,
  campaignName: `Keywright_${keywordId}_channel_00001`,
  adsetName: 'channel_00001',
  adTitle: `Title ${keywordId}`,
  adDescription: `Description ${keywordId}`,
  primaryText: `Description ${keywordId}`,
  landingUrl: `https://blog.example.com/${keywordId}/?utm_source=df`,
  pageId: 'page-1',
  pixelId: null,
  dailyBudget: 10,
  checks: [passed('Article'), passed('Ad copy')],
  ...overrides,
});

const REQUEST: LaunchRequest = { keywordIds: ['k1', 'k2', 'k3'], profileId: 'p1', status: 'PAUSED' };
const ITEMS = [
  item('k1'),
  item('k2', { checks: [failed('Article')] }),
  item('k3', { checks: [warning('Ad copy')] }),
];

describe('a new preview', () => {
  it('leaves out the rows that fail a check, and only those', () => {
    const edits = initialEdits(ITEMS);
    expect(ITEMS.map((row) => isIncluded(row, edits))).toEqual([true, false, true]);
  });

  it('cannot include a row that fails a check, by its box or by "all"', () => {
    const edits = withIncluded(withIncluded(initialEdits(ITEMS), ITEMS, false), ITEMS, true);
    expect(ITEMS.map((row) => isIncluded(row, edits))).toEqual([true, false, true]);
    const one = withIncluded(initialEdits(ITEMS), [ITEMS[1]!], true);
    expect(isIncluded(ITEMS[1]!, one)).toBe(false);
  });
});

describe('edited copy', () => {
  it('keeps only the fields that differ from the preview, trimmed', () => {
    const row = ITEMS[0]!;
    expect(overrideOf(row, { ...rowCopy(row, initialEdits(ITEMS)), adTitle: '  New title ' })).toEqual({
      adTitle: 'New title',
    });
    expect(
      overrideOf(row, {
        adTitle: row.adTitle,
        primaryText: ` ${row.primaryText}`,
        adDescription: row.adDescription,
      }),
    ).toBeUndefined();
  });

  it('shows the edits over the preview, and goes back to it when edited back', () => {
    const row = ITEMS[0]!;
    const edited = withCopy(initialEdits(ITEMS), row, {
      adTitle: row.adTitle,
      primaryText: 'Run further, for less.',
      adDescription: row.adDescription,
    });
    expect(rowCopy(row, edited)).toEqual({
      adTitle: 'Title k1',
      primaryText: 'Run further, for less.',
      adDescription: 'Description k1',
    });
    const back = withCopy(edited, row, rowCopy(row, initialEdits(ITEMS)));
    expect(back.overrides).toEqual({});
  });

  it('is refused empty, with the schema message shown under the field', () => {
    const result = launchCopyOverrideSchema.safeParse({ adTitle: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The headline cannot be empty');
  });
});

describe('the launch body', () => {
  it('is the previewed request, with the edits of the rows launched and every row left out', () => {
    let edits = initialEdits(ITEMS);
    edits = withCopy(edits, ITEMS[0]!, { ...rowCopy(ITEMS[0]!, edits), adTitle: 'Better title' });
    edits = withCopy(edits, ITEMS[2]!, { ...rowCopy(ITEMS[2]!, edits), adDescription: 'Shorter' });
    edits = withIncluded(edits, [ITEMS[2]!], false);

    const body = launchBody(REQUEST, ITEMS, edits);

    expect(body).toEqual({
      keywordIds: ['k1', 'k2', 'k3'],
      profileId: 'p1',
      status: 'PAUSED',
      overrides: { k1: { adTitle: 'Better title' } },
      exclude: ['k2', 'k3'],
    });
    expect(launchCreateSchema.safeParse(body).success).toBe(true);
  });

  it('has neither overrides nor exclusions when nothing was changed or left out', () => {
    const items = [item('k1'), item('k2')];
    const body = launchBody(
      { ...REQUEST, keywordIds: ['k1', 'k2', 'k1'], dailyBudget: 25 },
      items,
      initialEdits(items),
    );
    expect(body).toEqual({ keywordIds: ['k1', 'k2'], profileId: 'p1', status: 'PAUSED', dailyBudget: 25 });
  });
});

describe('the summary', () => {
  it('counts the campaigns created, their start status and the rows left out', () => {
    const edits = initialEdits(ITEMS);
    expect(launchSummary(ITEMS, edits, 'PAUSED')).toBe('2 campaigns will be created, paused; 1 left out');
    expect(launchSummary(ITEMS, withIncluded(edits, [ITEMS[0]!], false), 'ACTIVE')).toBe(
      '1 campaign will be created, active; 2 left out',
    );
    expect(launchSummary([item('k1')], initialEdits([item('k1')]), undefined)).toBe(
      '1 campaign will be created, paused',
    );
    expect(launchSummary(ITEMS, withIncluded(edits, ITEMS, false), 'PAUSED')).toBe(
      'No campaign will be created; 3 left out',
    );
  });

  it('names the count on the button', () => {
    expect(launchLabel(24)).toBe('Launch 24 campaigns');
    expect(launchLabel(1)).toBe('Launch 1 campaign');
  });

  it("sums a row's checks by the worst of them", () => {
    expect(checksSummary([passed('a'), passed('b')])).toEqual({ status: 'passed', text: 'All passed' });
    expect(checksSummary([passed('a'), warning('b'), warning('c')])).toEqual({
      status: 'warning',
      text: '2 warnings',
    });
    expect(checksSummary([warning('a'), failed('b')])).toEqual({ status: 'failed', text: '1 failed' });
  });
});
