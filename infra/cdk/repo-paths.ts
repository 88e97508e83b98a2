import { fileURLToPath } from 'node:url';

/** The repository root, from which function entries, the SPA and the edge functions are found. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
