import { z } from 'zod';
import { zod3Message } from './zod3-messages';

/**
 * The spec's validation messages are zod 3's defaults ("Required", "Number must be greater than or equal
 * to 1", ...). zod 4 words them differently, so every schema imports `z` from here, which installs an
 * error map reproducing zod 3's wording for the forms and the server alike.
 */
z.config({ customError: zod3Message });

export { z };
