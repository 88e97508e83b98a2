import { describe, expect, it } from 'vitest';
import { formatCreated, permissionLabel } from './user-display';

describe('user display', () => {
  it('formats the creation date and leaves a non-date as it is', () => {
    expect(formatCreated('2026-01-05T10:30:00.000Z')).toBe('Jan 5, 2026');
    expect(formatCreated('unknown')).toBe('unknown');
  });

  it('words a permission for reading', () => {
    expect(permissionLabel('view_dashboard')).toBe('View dashboard');
    expect(permissionLabel('create_meta_campaigns')).toBe('Create meta campaigns');
  });
});
