import { describe, expect, it } from 'vitest';
import { actionTypesInWords } from './impact-words';

describe('actionTypesInWords', () => {
  it('names the counts, the most frequent first, and a type it does not know as sent', () => {
    expect(actionTypesInWords({ increase_budget: 1, pause: 2, duplicate: 1, new_thing: 3 })).toBe(
      '3 new thing, 2 pauses, 1 copy, 1 budget raise',
    );
  });
});
