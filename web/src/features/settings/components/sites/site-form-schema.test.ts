import { describe, expect, it } from 'vitest';
import { siteFormSchema, toSiteChanges, toSiteFormValues } from './site-form-schema';

/** A new site's form, its WordPress fields filled. */
const filled = () => ({
  ...toSiteFormValues(),
  name: 'Travel',
  wpSiteUrl: 'https://travel.example',
  wpUsername: 'editor',
  wpAppPassword: 'abcd efgh ijkl',
});
const goLive = (changes: Partial<ReturnType<typeof filled>['launchOnGoLive']>) => ({
  ...filled(),
  launchOnGoLive: { ...filled().launchOnGoLive, on: true, ...changes },
});

describe('the site form, launch on go-live', () => {
  it('is off for a new site, Paused once switched on, and absent from its POST while off', () => {
    expect(toSiteFormValues().launchOnGoLive).toEqual({
      on: false,
      profileId: '',
      dailyBudget: '',
      status: 'PAUSED',
    });
    // As sent (JSON), the field is absent, however it was set before switching off.
    const sent = (values: unknown) => JSON.parse(JSON.stringify(siteFormSchema.parse(values)));
    expect(sent(filled())).not.toHaveProperty('launchOnGoLive');
    const switchedOff = goLive({ profileId: 'p1', dailyBudget: '20', status: 'ACTIVE' });
    expect(
      sent({ ...switchedOff, launchOnGoLive: { ...switchedOff.launchOnGoLive, on: false } }),
    ).not.toHaveProperty('launchOnGoLive');
  });

  it('sends the profile, the budget as a number (none when empty) and the status once on', () => {
    expect(siteFormSchema.parse(goLive({ profileId: 'p1' })).launchOnGoLive).toEqual({
      profileId: 'p1',
      status: 'PAUSED',
    });
    expect(
      siteFormSchema.parse(goLive({ profileId: 'p1', dailyBudget: '20', status: 'ACTIVE' })).launchOnGoLive,
    ).toEqual({ profileId: 'p1', dailyBudget: 20, status: 'ACTIVE' });
  });

  it('clears it on a PATCH when off', () => {
    expect(toSiteChanges(siteFormSchema.parse(filled())).launchOnGoLive).toBeNull();
  });

  it('asks for a profile and a budget of at least $1, with the server’s messages', () => {
    const issues = (values: unknown) =>
      siteFormSchema.safeParse(values).error?.issues.map(({ path, message }) => [path.join('.'), message]);
    expect(issues(goLive({}))).toEqual([['launchOnGoLive.profileId', 'Choose an ad settings profile']]);
    expect(issues(goLive({ profileId: 'p1', dailyBudget: '0' }))).toEqual([
      ['launchOnGoLive.dailyBudget', 'Budget must be at least 1'],
    ]);
  });
});
