import type { CampaignFormInput } from '#shared/schemas/meta-campaigns';

/** The four steps, and the fields each one holds (to open the step of the first error on submit). */
export const CREATOR_STEPS = [
  { label: 'Select Content', fields: ['keywordId'] },
  {
    label: 'Campaign Settings',
    fields: ['profileId', 'campaignObjective', 'dailyBudget', 'adsetName', 'bidStrategy', 'bidAmount'],
  },
  { label: 'Targeting', fields: ['countries', 'deviceTypes', 'osTypes', 'genders', 'ageMin', 'ageMax'] },
  {
    label: 'Tracking & Creative',
    fields: ['pageId', 'callToAction', 'pixelId', 'conversionEvent', 'urlParameters', 'adCreativeParameter'],
  },
] as const satisfies readonly { label: string; fields: readonly (keyof CampaignFormInput)[] }[];
