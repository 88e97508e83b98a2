import { describe, expect, it } from 'vitest';
import * as z from './zod';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to fail`);
  return result.error.issues[0]?.message;
};

/** Examples of the validation library's default messages (docs/contract.md#default-validation-messages). */
describe('zod 3 default messages under zod 4', () => {
  const tagCount = z.coerce.number().int().min(1).max(10);

  it.each([
    [tagCount, '0', 'Number must be greater than or equal to 1'],
    [tagCount, '11', 'Number must be less than or equal to 10'],
    [tagCount, 'abc', 'Expected number, received nan'],
    [tagCount, '2.5', 'Expected integer, received float'],
    [z.object({ name: z.string() }), {}, 'Required'],
    [z.string(), 5, 'Expected string, received number'],
    [z.boolean(), 'yes', 'Expected boolean, received string'],
    [z.string().min(3), 'ab', 'String must contain at least 3 character(s)'],
    [z.string().max(2), 'abc', 'String must contain at most 2 character(s)'],
    [z.array(z.string()).min(1), [], 'Array must contain at least 1 element(s)'],
    [z.email(), 'x', 'Invalid email'],
    [z.url(), 'x', 'Invalid url'],
    [z.enum(['a', 'b']), 'c', "Invalid enum value. Expected 'a' | 'b', received 'c'"],
    [z.enum(['a', 'b']), { a: 1 }, "Expected 'a' | 'b', received object"],
    [z.enum(['a', 'b']), ['a'], "Expected 'a' | 'b', received array"],
    [z.enum(['a', 'b']), null, "Expected 'a' | 'b', received null"],
    [z.object({ role: z.enum(['a', 'b']) }), {}, 'Required'],
    [z.strictObject({}), { extra: 1 }, "Unrecognized key(s) in object: 'extra'"],
  ])('%#: gives the zod 3 wording', (schema, value, message) => {
    expect(messageOf(schema as z.ZodType, value)).toBe(message);
  });

  it('leaves a schema-level message in charge', () => {
    expect(messageOf(z.string().min(1, 'Password is required'), '')).toBe('Password is required');
  });
});
