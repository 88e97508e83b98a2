/**
 * The time zone the screens show days and times in: US Eastern (EST/EDT), whatever the server's zone. Meta
 * ends an ad account's days at the account's own midnight, so the Meta status warns when the two differ.
 */
export const SCREEN_TIME_ZONE = 'America/New_York';
