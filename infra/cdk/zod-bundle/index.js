// What bundles get for `zod`: zod's own entry (`node_modules/zod/index.js`) over `external.js` beside it.
import * as z from './external.js';

export * from './external.js';
export { z, z as default };
