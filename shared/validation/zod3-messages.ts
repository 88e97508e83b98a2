import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** zod 3's name for the type of a received value ("nan", "array", "date", ...). */
function receivedType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (input instanceof Date) return 'date';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  if (typeof input === 'number' && !Number.isInteger(input)) return 'float';
  if (typeof input === 'number') return 'number';
  return typeof input;
}

const quote = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string | undefined {
  const small = issue.code === 'too_small';
  const bound = small ? (issue as { minimum: unknown }).minimum : (issue as { maximum: unknown }).maximum;
  const inclusive = issue.inclusive !== false;
  const exact = (issue as { exact?: boolean }).exact === true;
  switch (issue.origin) {
    case 'string': {
      const how = exact
        ? 'exactly'
        : small
          ? inclusive
            ? 'at least'
            : 'over'
          : inclusive
            ? 'at most'
            : 'under';
      return `String must contain ${how} ${bound} character(s)`;
    }
    case 'array':
    case 'set': {
      const how = exact
        ? 'exactly'
        : small
          ? inclusive
            ? 'at least'
            : 'more than'
          : inclusive
            ? 'at most'
            : 'less than';
      return `Array must contain ${how} ${bound} element(s)`;
    }
    case 'number':
    case 'int':
    case 'bigint': {
      const how = exact
        ? 'exactly equal to'
        : small
          ? inclusive
            ? 'greater than or equal to'
            : 'greater than'
          : inclusive
            ? 'less than or equal to'
            : 'less than';
      return `Number must be ${how} ${bound}`;
    }
    case 'date': {
      const how = small
        ? inclusive
          ? 'greater than or equal to'
          : 'greater than'
        : inclusive
          ? 'smaller than or equal to'
          : 'smaller than';
      return `Date must be ${how} ${new Date(Number(bound)).toString()}`;
    }
    default:
      return undefined;
  }
}

const formatNames: Record<string, string> = {
  email: 'email',
  url: 'url',
  uuid: 'uuid',
  datetime: 'datetime',
};

/** Maps a zod 4 issue to the message zod 3 would have given; undefined falls back to zod 4's own. */
export function zod3Message(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Required';
      const expected = issue.expected === 'int' ? 'integer' : issue.expected;
      return `Expected ${expected}, received ${receivedType(issue.input)}`;
    }
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format': {
      const name = formatNames[issue.format];
      return name ? `Invalid ${name}` : 'Invalid';
    }
    case 'invalid_value': {
      if (issue.input === undefined) return 'Required';
      const expected = issue.values.map(quote).join(' | ');
      // zod 3 refused a value of another type than the enum's by naming its type: an object printed
      // as a value would read "received [object Object]".
      if (!issue.values.some((value) => typeof value === typeof issue.input)) {
        return `Expected ${expected}, received ${receivedType(issue.input)}`;
      }
      return `Invalid enum value. Expected ${expected}, received ${quote(issue.input)}`;
    }
    case 'not_multiple_of':
      return `Number must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unrecognized key(s) in object: ${issue.keys.map((key) => `'${key}'`).join(', ')}`;
    case 'invalid_union':
    case 'custom':
      return 'Invalid input';
    default:
      return undefined;
  }
}
