import { option, unavailableOption } from './meta-option';

/** The profile form's conversion events to `promoted_object.custom_event_type`. */
export const CONVERSION_EVENTS = [
  option('PURCHASE', 'Purchase', 'PURCHASE'),
  option('LEAD', 'Lead', 'LEAD'),
  option('ADD_TO_CART', 'Add to Cart', 'ADD_TO_CART'),
  unavailableOption('PAGE_VIEW', 'Page View', 'Meta cannot optimise for page views'),
  option('VIEW_CONTENT', 'View Content', 'CONTENT_VIEW'),
  option('COMPLETE_REGISTRATION', 'Complete Registration', 'COMPLETE_REGISTRATION'),
] as const;
