import { describe, expect, it } from 'vitest';
import type { LaunchCreate } from '#shared/schemas/meta-launches';
import { launchCreationId, launchFingerprint, launchIdFor } from './launch-keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const LAUNCH = 'launch-1';
const item = { keywordId: 'kw-1', attempt: 0 };

describe('the creation id of a launch’s campaign', () => {
  it('is the same for the same launch, keyword and try: a resumed worker finds its creation again', () => {
    const id = launchCreationId(LAUNCH, item);
    expect(id).toMatch(UUID);
    expect(launchCreationId(LAUNCH, { ...item })).toBe(id);
  });

  it('differs for another try, another keyword or another launch', () => {
    const id = launchCreationId(LAUNCH, item);
    const others = [
      launchCreationId(LAUNCH, { ...item, attempt: 1 }),
      launchCreationId(LAUNCH, { ...item, keywordId: 'kw-2' }),
      launchCreationId('launch-2', item),
    ];
    expect(new Set([id, ...others]).size).toBe(4);
    for (const other of others) expect(other).toMatch(UUID);
  });
});

describe('a launch’s id', () => {
  it('is the same for the same Idempotency-Key, quoted or bare', () => {
    const id = launchIdFor('launch-key-1');
    expect(id).toMatch(UUID);
    expect(launchIdFor('"launch-key-1"')).toBe(id);
    expect(launchIdFor('launch-key-2')).not.toBe(id);
  });

  it('is a fresh one for each request without a key', () => {
    const first = launchIdFor(undefined);
    expect(first).toMatch(UUID);
    expect(launchIdFor(undefined)).not.toBe(first);
  });
});

describe('a launch request’s fingerprint', () => {
  const request: LaunchCreate = {
    keywordIds: ['kw-1', 'kw-2'],
    profileId: 'profile-1',
    dailyBudget: 20,
    status: 'PAUSED',
    overrides: { 'kw-2': { adTitle: 'Boots', adDescription: 'For every trail' } },
  };

  it('ignores the order of keys', () => {
    const reordered = {
      overrides: { 'kw-2': { adDescription: 'For every trail', adTitle: 'Boots' } },
      status: 'PAUSED',
      dailyBudget: 20,
      profileId: 'profile-1',
      keywordIds: ['kw-1', 'kw-2'],
    } satisfies LaunchCreate;
    expect(launchFingerprint(reordered)).toBe(launchFingerprint(request));
  });

  it('differs when a value differs, the order of the articles included', () => {
    const base = launchFingerprint(request);
    expect(launchFingerprint({ ...request, dailyBudget: 21 })).not.toBe(base);
    expect(launchFingerprint({ ...request, keywordIds: ['kw-2', 'kw-1'] })).not.toBe(base);
    expect(launchFingerprint({ ...request, overrides: { 'kw-2': { adTitle: 'Shoes' } } })).not.toBe(base);
    expect(launchFingerprint({ ...request, exclude: ['kw-1'] })).not.toBe(base);
  });
});
