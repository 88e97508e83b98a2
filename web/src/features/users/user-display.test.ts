import { describe, expect, it } from 'vitest';
import { passwordResetNote, permissionLabel } from './user-display';

describe('user display', () => {
  it('words a permission for reading', () => {
    expect(permissionLabel('view_dashboard')).toBe('View dashboard');
    expect(permissionLabel('create_meta_campaigns')).toBe('Create meta campaigns');
  });

  it("says a new password ended the user's sessions, or only the others' for one's own", () => {
    expect(passwordResetNote({ password: 'a-new-secret' }, 'u-2', 'u-1')).toBe(
      'Their sessions have been ended; they sign in again with the new password.',
    );
    expect(passwordResetNote({ password: 'a-new-secret' }, 'u-1', 'u-1')).toBe(
      'Your other sessions have been signed out.',
    );
    expect(passwordResetNote({ password: '', role: 'editor' }, 'u-2', 'u-1')).toBeUndefined();
    expect(passwordResetNote({ role: 'editor' }, 'u-2', 'u-1')).toBeUndefined();
  });
});
