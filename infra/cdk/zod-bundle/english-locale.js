// The one locale the Lambda bundles keep of zod's (`z.locales.en`); zod sets it as the default itself.
export { default as en } from '../../../node_modules/zod/v4/locales/en.js';
