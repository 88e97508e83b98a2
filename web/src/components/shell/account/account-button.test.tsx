// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '#shared/schemas/auth';
import { renderInApp } from '#tests/support/web/render-in-app';
import { resetToasts, useToast } from '../../../lib/toast';
import { AccountButton } from './account-button';

const USER: AuthUser = {
  id: 'u-1',
  username: 'dana',
  email: 'dana@example.com',
  role: 'writer',
  permissions: [],
};

function Toasts() {
  const { toasts } = useToast();
  return (
    <ul>
      {toasts.map((item) => (
        <li key={item.id}>
          {item.title} / {item.description}
        </li>
      ))}
    </ul>
  );
}

function renderButton(answer: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(answer);
  // In a router: the menu links to the Security page.
  renderInApp(
    () => (
      <>
        <AccountButton user={USER} collapsed={false} />
        <Toasts />
      </>
    ),
    fetchMock,
  );
  return fetchMock;
}

/** Opens the menu from the footer and the dialog from the menu; resolves the dialog. */
async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Account menu for dana' }));
  expect(await screen.findByText('dana@example.com')).toBeTruthy();
  fireEvent.click(screen.getByRole('menuitem', { name: 'Change password' }));
  return screen.findByRole('dialog', { name: 'Change Password' });
}

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('the account menu in the sidebar footer', () => {
  it('leads to the Security page, where the second factors are', async () => {
    renderButton(new Response(null, { status: 204 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for dana' }));

    const security = await screen.findByRole('menuitem', { name: /Security/ });

    expect(security.getAttribute('href')).toBe('/security');
  });

  it('changes the password and says the other sessions were signed out', async () => {
    const fetchMock = renderButton(new Response(null, { status: 204 }));
    await openDialog();
    fill('old-secret-1', 'quiet-otter-42', 'quiet-otter-42');

    expect(
      await screen.findByText(
        'Password changed / Your other sessions have been signed out; you stay signed in here.',
      ),
    ).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/me/password');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'old-secret-1',
      newPassword: 'quiet-otter-42',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks the fields before sending anything', async () => {
    const fetchMock = renderButton(new Response(null, { status: 204 }));
    await openDialog();
    fill('', 'short', 'other');

    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason and keeps the dialog open when it refuses", async () => {
    renderButton(Response.json({ message: 'The current password is not correct.' }, { status: 400 }));
    const dialog = await openDialog();
    fill('wrong-secret', 'quiet-otter-42', 'quiet-otter-42');

    expect(
      await screen.findByText('Failed to change password / The current password is not correct.'),
    ).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
  });
});
