import { percentText, roiPercent } from '#shared/insights/insights-formulas';
import { roundMicroUsd } from './generation-cost';

/**
 * A campaign's share of its keyword's AI cost (decision 022): the cost split equally across the keyword's
 * created campaigns, and counted whole in every range. Splitting keeps a table's sum of AI costs equal to
 * what the keywords cost; counting in every range keeps "net of AI cost" meaningful whichever range the
 * operator picks (the article serves the campaign every day it runs). No campaigns: nothing to attribute.
 */
export function campaignShareOfAiCost(keywordAiCost: number, campaignsOfKeyword: number): number {
  if (campaignsOfKeyword <= 0) return 0;
  return roundMicroUsd(keywordAiCost / campaignsOfKeyword);
}

/**
 * ROI as the insights show it (revenue over spend, in percent; docs/contract.md#insights-formulas) with the
 * AI cost added to the spend.
 */
export function netRoiText(revenue: number, spend: number, aiCost: number): string {
  return percentText(roiPercent(revenue, spend + aiCost));
}
