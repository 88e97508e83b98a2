// zod's `v4/classic/external.js` (4.6) with only the English locale, which is what the Lambda bundles get
// for `zod` (decision 043): a library that imports `{ z }` (the API's @hono/zod-openapi does) makes the
// bundler keep zod's whole namespace object, and so all of its 40 locales, about 260 KB.
// `zod-bundle.test.ts` keeps these exports equal to zod's own.

export * from '../../../node_modules/zod/v4/classic/checks.js';
export * as coerce from '../../../node_modules/zod/v4/classic/coerce.js';
export * from '../../../node_modules/zod/v4/classic/compat.js';
export { deepPartial } from '../../../node_modules/zod/v4/classic/deep-partial.js';
export * from '../../../node_modules/zod/v4/classic/errors.js';
export { fromJSONSchema } from '../../../node_modules/zod/v4/classic/from-json-schema.js';
export { input, output } from '../../../node_modules/zod/v4/classic/in-out.js';
export * as iso from '../../../node_modules/zod/v4/classic/iso.js';
export {
  ZodISODate,
  ZodISODateTime,
  ZodISODuration,
  ZodISOTime,
} from '../../../node_modules/zod/v4/classic/iso.js';
export * from '../../../node_modules/zod/v4/classic/parse.js';
export * from '../../../node_modules/zod/v4/classic/schemas.js';
export { toJSONSchema } from '../../../node_modules/zod/v4/core/json-schema-processors.js';
export * as core from './core.js';
export {
  $brand,
  $input,
  $output,
  clone,
  compile,
  config,
  flattenError,
  formatError,
  getDiscriminatedOption,
  globalRegistry,
  INVALID,
  memoizer,
  NEVER,
  prettifyError,
  regexes,
  registry,
  TimePrecision,
  toZod,
  treeifyError,
  util,
  withParser,
  ZodCompileAsyncError,
  ZodCompileUnsupportedError,
} from './core.js';
export * as locales from './english-locale.js';
