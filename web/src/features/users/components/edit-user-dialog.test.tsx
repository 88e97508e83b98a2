// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#shared/schemas/users';
import { renderInApp } from '#tests/support/web/render-in-app';
import { EditUserDialog } from './edit-user-dialog';

const user: User = {
  id: 'u-1',
  username: 'ada',
  email: 'ada@example.com',
  role: 'admin',
  createdAt: '2026-01-01T00:00:00.000Z',
  isActive: true,
  permissions: [],
  hasSecondFactor: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderDialog = (self: boolean) =>
  renderInApp(
    () => <EditUserDialog user={user} self={self} onClose={() => {}} />,
    async () => new Response('', { status: 404 }),
  );

describe('Edit User', () => {
  it("offers no password field for one's own account, and says where it is changed", async () => {
    renderDialog(true);

    expect(await screen.findByLabelText('New Password')).toHaveProperty('disabled', true);
    screen.getByText(
      'Your own password is changed with Change password in your account menu, which asks for the current one.',
    );
  });

  it("resets another user's password", async () => {
    renderDialog(false);

    expect(await screen.findByLabelText('New Password')).toHaveProperty('disabled', false);
    screen.getByText(/Leave blank to keep the current password/);
  });
});
