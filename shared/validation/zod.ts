import { config } from 'zod';
import { zod3Message } from './zod3-messages';

/**
 * The contract's default validation messages (docs/contract.md#default-validation-messages) are zod 3's
 * ("Required", "Number must be greater than or equal to 1", ...). zod 4 words them differently, so every
 * schema imports zod from here, which installs an error map reproducing zod 3's wording for the forms and the
 * server alike.
 *
 * Import it as a namespace (`import * as z from '#shared/validation/zod'`): bundlers tree-shake a namespace's unused
 * members, whereas `import { z }` hands them zod's whole namespace object, all 40 locales included
 * (about 360 KB of every Lambda bundle).
 */
config({ customError: zod3Message });

export * from 'zod';
