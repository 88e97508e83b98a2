import { describe, expect, it } from 'vitest';
import { adsetName, channelNumberOf } from './adset-names';

describe('adset names', () => {
  it('numbers adset names with five digits', () => {
    expect(adsetName(7)).toBe('channel_00007');
    expect(channelNumberOf('channel_00042')).toBe(42);
    expect(channelNumberOf('channel_42')).toBeUndefined();
    expect(channelNumberOf('my ad set')).toBeUndefined();
  });
});
