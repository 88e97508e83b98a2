// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLogin } from '#tests/support/web/render-login';
import { resetToasts } from '../../lib/toast';

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('LoginScreen', () => {
  it('shows the contract validation messages, not the browser ones', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    fillAndSubmit('not-an-email', '');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the credentials and shows the server message when the login is refused', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        Response.json({ success: false, message: 'Invalid email or password' }, { status: 401 }),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    fillAndSubmit('admin@example.com', 'secret-password');
    expect(await screen.findByText('Login failed / Invalid email or password')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'admin@example.com',
      password: 'secret-password',
    });
  });

  it('falls back to "Login failed: status" and "Authentication failed"', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 500 })));
    renderLogin();
    fillAndSubmit('admin@example.com', 'pw');
    expect(await screen.findByText('Login failed / Login failed: 500')).toBeTruthy();
    cleanup();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(Response.json({ success: false })));
    renderLogin();
    fillAndSubmit('admin@example.com', 'pw');
    expect(await screen.findByText('Login failed / Authentication failed')).toBeTruthy();
  });

  it('welcomes the user and reloads / after 500 ms', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(Response.json({ success: true, message: 'ok' })),
    );
    const location = { href: '/login' };
    vi.stubGlobal('location', location);
    renderLogin();
    fillAndSubmit('admin@example.com', 'pw');
    expect(await screen.findByText('Login successful / Welcome back!')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Logging in/ })).toBeTruthy();
    await waitFor(() => expect(location.href).toBe('/'), { timeout: 2000 });
  });

  it('asks a user with a second factor for a code, then a recovery code if need be', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(Response.json({ mfaRequired: true, methods: ['totp', 'recovery_code'] }))
      .mockResolvedValueOnce(Response.json({ success: false, message: 'Invalid code' }, { status: 401 }))
      .mockResolvedValueOnce(Response.json({ success: true, message: 'Login successful' }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { href: '/login' });
    renderLogin();
    fillAndSubmit('admin@example.com', 'secret-password');

    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    expect(screen.queryByText('Login successful / Welcome back!')).toBeNull();
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Login failed / Invalid code')).toBeTruthy();

    const useRecoveryCode = screen.getByRole<HTMLButtonElement>('button', { name: 'Use a recovery code' });
    await waitFor(() => expect(useRecoveryCode.disabled).toBe(false));
    fireEvent.click(useRecoveryCode);
    fireEvent.change(await screen.findByLabelText('Recovery code'), {
      target: { value: 'abcd-efgh-jkmn-pqrs' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Login successful / Welcome back!')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[2] ?? [];
    expect(url).toBe('/api/login/mfa');
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'abcd-efgh-jkmn-pqrs' });
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });
});
