import { describe, expect, it } from 'vitest';
import { passwordResetNote, permissionLabel } from './user-display';

describe('user display', () => {
  it('words a permission for reading', () => {
    expect(permissionLabel('view_dashboard')).toBe('View dashboard');
    expect(permissionLabel('create_meta_campaigns')).toBe('Create meta campaigns');
  });

  it("says a new password ended the user's sessions", () => {
    expect(passwordResetNote({ password: 'a-new-secret' })).toBe(
      'Their sessions have been ended; they sign in again with the new password.',
    );
    expect(passwordResetNote({ password: '', role: 'editor' })).toBeUndefined();
    expect(passwordResetNote({ role: 'editor' })).toBeUndefined();
  });
});
