/**
 * A handler for testing AppFunction's `files`: the common-password check reads its list from disk, and
 * the bundle must find the copy beside it (Lambda has no repository above the bundle to fall back on).
 */
import { createRequire } from 'node:module';
import { COMMON_PASSWORD_LIST, isCommonPassword } from '../../../functions/src/domain/auth/common-passwords';

export const handler = async () => ({
  listFile: createRequire(import.meta.url).resolve(COMMON_PASSWORD_LIST),
  common: isCommonPassword('Password1'),
  uncommon: isCommonPassword('plum-violet-anchor'),
});
