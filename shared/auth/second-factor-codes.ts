// Free of zod: the API's second-factor gate and the recovery codes import it at init, where the second
// factors' schemas (and the passkeys') are not needed (decision 062).

/** The error `code` of every call refused until the user sets up the second factor their role requires. */
export const MFA_SETUP_REQUIRED = 'mfa_setup_required';

/** Recovery codes handed out when an authenticator app is confirmed; each works once. */
export const RECOVERY_CODE_COUNT = 10;
