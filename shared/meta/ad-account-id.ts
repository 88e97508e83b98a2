// Free of zod: the functions' stores and rules import it at init, where the credentials' schemas are not
// needed (decision 062).

/** Meta's ad account ids are sent with this prefix; the form and the store keep them without it. */
export const AD_ACCOUNT_PREFIX = 'act_';

/** An ad account id without its `act_` prefix. */
export const withoutActPrefix = (id: string) =>
  id.startsWith(AD_ACCOUNT_PREFIX) ? id.slice(AD_ACCOUNT_PREFIX.length) : id;
