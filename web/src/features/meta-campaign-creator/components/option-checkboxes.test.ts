import { describe, expect, it } from 'vitest';
import { toggleOption } from './option-checkboxes';

describe('toggleOption', () => {
  it('lets ALL replace the specific choices and a specific choice replace ALL', () => {
    expect(toggleOption(['MOBILE', 'DESKTOP'], 'ALL', true)).toEqual(['ALL']);
    expect(toggleOption(['ALL'], 'MOBILE', true)).toEqual(['MOBILE']);
    expect(toggleOption(['MOBILE', 'DESKTOP'], 'MOBILE', false)).toEqual(['DESKTOP']);
  });
});
