import { describe, expect, it } from 'vitest';
import { aiBudgetFormSchema, toAiBudgetFormValues } from './ai-budget-form-schema';

const SITES = [
  { id: 'primary', name: 'Main' },
  { id: 'travel', name: 'Travel' },
];
const empty = toAiBudgetFormValues({ dailyLimitUsd: null, monthlyLimitUsd: null }, SITES);

/** The first message the schema gives for the form with `changes`. */
const message = (changes: object) =>
  aiBudgetFormSchema.safeParse({ ...empty, ...changes }).error?.issues[0]?.message;

describe('the AI budget form', () => {
  it('reads empty fields as no limit, and sends no site without a limit', () => {
    expect(empty.dailyLimitUsd).toBe('');
    expect(empty.sites.map((row) => row.name)).toEqual(['Main', 'Travel']);
    expect(aiBudgetFormSchema.parse(empty)).toEqual({
      dailyLimitUsd: null,
      monthlyLimitUsd: null,
      sites: {},
    });
  });

  it('reads dollars as numbers, a site’s too, keeping a site’s empty field as no limit', () => {
    const [main, travel] = empty.sites;
    const filled = {
      ...empty,
      dailyLimitUsd: '12.50',
      monthlyLimitUsd: ' 300 ',
      sites: [main, { ...travel, monthlyLimitUsd: '40' }],
    };
    expect(aiBudgetFormSchema.parse(filled)).toEqual({
      dailyLimitUsd: 12.5,
      monthlyLimitUsd: 300,
      sites: { travel: { dailyLimitUsd: null, monthlyLimitUsd: 40 } },
    });
  });

  it('refuses a negative limit and one that is not a number, with the server’s messages', () => {
    expect(message({ dailyLimitUsd: '-1' })).toBe('The daily limit cannot be negative');
    expect(message({ monthlyLimitUsd: '-0.01' })).toBe('The monthly limit cannot be negative');
    expect(message({ dailyLimitUsd: '12,50' })).toBe('The daily limit must be a number of dollars');
    expect(message({ monthlyLimitUsd: '$40' })).toBe('The monthly limit must be a number of dollars');
  });

  it('puts a site’s message on that site’s field', () => {
    const sites = [empty.sites[0], { ...empty.sites[1], dailyLimitUsd: '-5' }];
    const issue = aiBudgetFormSchema.safeParse({ ...empty, sites }).error?.issues[0];
    expect(issue?.path).toEqual(['sites', 1, 'dailyLimitUsd']);
    expect(issue?.message).toBe('The daily limit cannot be negative');
  });

  it('shows the saved limits, and keeps a row for a site with limits that is no longer listed', () => {
    const values = toAiBudgetFormValues(
      {
        dailyLimitUsd: 50,
        monthlyLimitUsd: null,
        sites: {
          travel: { dailyLimitUsd: 5, monthlyLimitUsd: null },
          gone: { dailyLimitUsd: 1, monthlyLimitUsd: 2 },
        },
      },
      SITES,
    );
    expect(values.dailyLimitUsd).toBe('50');
    expect(values.monthlyLimitUsd).toBe('');
    expect(values.sites).toEqual([
      { siteId: 'primary', name: 'Main', dailyLimitUsd: '', monthlyLimitUsd: '' },
      { siteId: 'travel', name: 'Travel', dailyLimitUsd: '5', monthlyLimitUsd: '' },
      { siteId: 'gone', name: 'gone', dailyLimitUsd: '1', monthlyLimitUsd: '2' },
    ]);
    expect(aiBudgetFormSchema.parse(values).sites).toEqual({
      travel: { dailyLimitUsd: 5, monthlyLimitUsd: null },
      gone: { dailyLimitUsd: 1, monthlyLimitUsd: 2 },
    });
  });
});
