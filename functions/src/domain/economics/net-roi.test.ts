import { describe, expect, it } from 'vitest';
import { campaignShareOfAiCost, netRoiText } from './net-roi';

describe('the AI cost of a campaign and its net ROI', () => {
  it('splits the keyword’s cost equally across its campaigns', () => {
    expect(campaignShareOfAiCost(0.3, 3)).toBe(0.1);
    expect(campaignShareOfAiCost(0.3, 1)).toBe(0.3);
  });

  it('attributes nothing when the keyword has no campaign', () => {
    expect(campaignShareOfAiCost(0.3, 0)).toBe(0);
  });

  it('adds the AI cost to the spend: revenue 30 on spend 19.9 plus 0.1 of AI is 150%', () => {
    expect(netRoiText(30, 19.9, 0.1)).toBe('150.00%');
    expect(netRoiText(30, 20, 0)).toBe('150.00%');
  });

  it('has an AI-only cost when nothing was spent on Meta yet', () => {
    expect(netRoiText(1, 0, 0.5)).toBe('200.00%');
    expect(netRoiText(0, 0, 0)).toBe('0.00%');
  });
});
