import * as z from '../validation/zod';
import { whenMissing } from './required-message';

/** A number from a number or a numeric text (form inputs); a missing one gets the field's own message. */
export const numberField = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: whenMissing(message) }).finite(),
  );
