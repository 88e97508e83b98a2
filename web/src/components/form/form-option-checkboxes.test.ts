import { describe, expect, it } from 'vitest';
import { OS_TYPES } from '#shared/meta/options/audience';
import { toggleOption, unavailableNote } from './form-option-checkboxes';

describe('the option checkboxes', () => {
  it('let ALL replace the specific choices and a specific choice replace ALL', () => {
    expect(toggleOption(['MOBILE', 'DESKTOP'], 'ALL', true)).toEqual(['ALL']);
    expect(toggleOption(['ALL'], 'MOBILE', true)).toEqual(['MOBILE']);
    expect(toggleOption(['MOBILE', 'DESKTOP'], 'MOBILE', false)).toEqual(['DESKTOP']);
  });

  it('say once why the unavailable options are disabled', () => {
    expect(unavailableNote(OS_TYPES)).toBe('Windows, macOS: Meta targets mobile operating systems only.');
    expect(unavailableNote([{ value: 'US', label: 'United States', meta: 'US' }])).toBeUndefined();
  });
});
