import { type MetaOption, option, optionLabel, unavailableOption } from './meta-option';

/** The campaign form's calls to action; BOOK_TRAVEL is Meta's value, shown as 'Book Now'. */
export const CAMPAIGN_CALLS_TO_ACTION = [
  option('LEARN_MORE', 'Learn More', 'LEARN_MORE'),
  option('SIGN_UP', 'Sign Up', 'SIGN_UP'),
  option('BOOK_TRAVEL', 'Book Now', 'BOOK_TRAVEL'),
  option('CONTACT_US', 'Contact Us', 'CONTACT_US'),
  option('GET_QUOTE', 'Get Quote', 'GET_QUOTE'),
] as const;
export type CampaignCallToAction = (typeof CAMPAIGN_CALLS_TO_ACTION)[number]['value'];

/** The profile form's calls to action; Meta's link ads have no TRY_IT (the closest is TRY_DEMO). */
export const PROFILE_CALLS_TO_ACTION = [
  option('LEARN_MORE', 'Learn More', 'LEARN_MORE'),
  option('SIGN_UP', 'Sign Up', 'SIGN_UP'),
  option('SUBSCRIBE', 'Subscribe', 'SUBSCRIBE'),
  option('APPLY_NOW', 'Apply Now', 'APPLY_NOW'),
  option('BOOK_NOW', 'Book Now', 'BOOK_NOW'),
  option('GET_QUOTE', 'Get Quote', 'GET_QUOTE'),
  option('GET_OFFER', 'Get Offer', 'GET_OFFER'),
  unavailableOption('TRY_IT', 'Try It', 'Meta has no Try It call to action'),
  option('CONTACT_US', 'Contact Us', 'CONTACT_US'),
  option('DOWNLOAD', 'Download', 'DOWNLOAD'),
  option('SHOP_NOW', 'Shop Now', 'SHOP_NOW'),
] as const;
export type ProfileCallToAction = (typeof PROFILE_CALLS_TO_ACTION)[number]['value'];

/**
 * The button's label as Meta's feed shows it, in sentence case ("Learn More" shows as "Learn more"): the
 * wording the ad's text on its landing URL transcribes.
 */
export function buttonLabelShown(options: readonly MetaOption<string, unknown>[], value: string): string {
  const [first = '', ...rest] = optionLabel(options, value).split(' ');
  return [first, ...rest.map((word) => word.toLowerCase())].join(' ');
}
