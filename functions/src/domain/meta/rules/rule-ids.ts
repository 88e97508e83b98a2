import { randomBytes } from 'node:crypto';

/**
 * Ids that sort by time (`20261124T090102123Z-3f9a1c2b`): the action log is read newest first by id alone,
 * and the random tail keeps two servers' ids of one millisecond apart.
 */
export const timeId = (ms: number) =>
  `${new Date(ms).toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`;
