import { fileURLToPath } from 'node:url';

/** The repository root: function entries, the SPA and the workflow definition are found from here. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
