import { option, toMeta } from './meta-option';

/** Meta's outcome-driven (ODAX) objectives: the only ones new campaigns may use since Graph API v21. */
export const META_OBJECTIVES = [
  'OUTCOME_AWARENESS',
  'OUTCOME_TRAFFIC',
  'OUTCOME_ENGAGEMENT',
  'OUTCOME_LEADS',
  'OUTCOME_SALES',
  'OUTCOME_APP_PROMOTION',
] as const;
export type MetaObjective = (typeof META_OBJECTIVES)[number];

/** The campaign form's objectives: three are already Meta's; AWARENESS is the legacy name. */
export const CAMPAIGN_OBJECTIVES = [
  option('OUTCOME_SALES', 'Sales', 'OUTCOME_SALES' as MetaObjective),
  option('OUTCOME_TRAFFIC', 'Traffic', 'OUTCOME_TRAFFIC' as MetaObjective),
  option('OUTCOME_LEADS', 'Leads', 'OUTCOME_LEADS' as MetaObjective),
  option('AWARENESS', 'Awareness', 'OUTCOME_AWARENESS' as MetaObjective),
] as const;
export type CampaignObjective = (typeof CAMPAIGN_OBJECTIVES)[number]['value'];

/** Profile form objectives, in the contract's order, mapped to their ODAX successors. */
export const PROFILE_OBJECTIVES = [
  option('AWARENESS', 'Awareness', 'OUTCOME_AWARENESS' as MetaObjective),
  option('TRAFFIC', 'Traffic', 'OUTCOME_TRAFFIC' as MetaObjective),
  option('ENGAGEMENT', 'Engagement', 'OUTCOME_ENGAGEMENT' as MetaObjective),
  option('LEAD_GENERATION', 'Lead Generation', 'OUTCOME_LEADS' as MetaObjective),
  option('APP_INSTALLS', 'App Installs', 'OUTCOME_APP_PROMOTION' as MetaObjective),
  option('CONVERSIONS', 'Conversions', 'OUTCOME_SALES' as MetaObjective),
] as const;
export type ProfileObjective = (typeof PROFILE_OBJECTIVES)[number]['value'];

/** The profile objective that asks for a conversion event (docs/contract.md#ad-settings-profiles). */
export const CONVERSIONS_OBJECTIVE: ProfileObjective = 'CONVERSIONS';

/**
 * A profile's objective as the campaign form names it, for applying a profile: the form only offers four,
 * so ENGAGEMENT and APP_INSTALLS have no campaign-form equivalent (undefined: the form keeps its own).
 */
export function profileObjectiveToCampaign(objective: ProfileObjective): CampaignObjective | undefined {
  const meta = toMeta(PROFILE_OBJECTIVES, objective);
  return CAMPAIGN_OBJECTIVES.find((entry) => entry.meta === meta)?.value;
}
