import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../../lib/toast';
import { ensureSelection } from './selection-guard';

vi.mock('../../../../lib/toast', () => ({ toast: vi.fn() }));

afterEach(() => vi.mocked(toast).mockClear());

describe('ensureSelection', () => {
  it('lets a bulk action through when keywords are selected', () => {
    expect(ensureSelection(['a'], 'delete')).toBe(true);
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([
    ['process', 'Please select at least one keyword to process.'],
    ['regenerate', 'Please select at least one keyword to regenerate images for.'],
    ['delete', 'Please select at least one keyword to delete.'],
  ] as const)('stops %s without a selection, with the contract toast', (action, description) => {
    expect(ensureSelection([], action)).toBe(false);
    expect(toast).toHaveBeenCalledWith({
      title: 'No keywords selected',
      description,
      variant: 'destructive',
    });
  });
});
