// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderLogin } from '#tests/support/web/render-login';
import { SUBMIT_HELD_ATTRIBUTE } from '../../components/form/static-form-marks';
import { resetToasts } from '../../lib/toast';
import { renderLoginMarkup } from './prerender/login-markup';
import { adoptPrerenderedLogin } from './prerendered-login';

/** login.html's root: the build-time markup, typed into as a person would before the app loads. */
function staticPage({ username = '', password = '', focus = 'username' as 'username' | 'password' } = {}) {
  const root = document.createElement('div');
  root.innerHTML = renderLoginMarkup();
  document.body.append(root);
  const form = root.querySelector('form')!;
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  input('username').value = username;
  input('password').value = password;
  input(focus).focus();
  return { root, form };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock
    .mockReset()
    .mockResolvedValue(Response.json({ success: false, message: 'Nope' }, { status: 401 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  resetToasts();
  vi.unstubAllGlobals();
});

describe('the build-time login form', () => {
  it('posts natively to the form route, labels above the fields, the email focused', () => {
    const { form } = staticPage();
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/login/form');
    expect(form.hasAttribute('data-static-form')).toBe(true);
    expect([...form.querySelectorAll('input')].map((input) => input.name)).toEqual(['username', 'password']);
    expect([...form.querySelectorAll('label')].map((label) => label.dataset.shrink)).toEqual([
      'true',
      'true',
    ]);
    expect(form.querySelector('input[name="username"]')?.hasAttribute('autofocus')).toBe(true);
  });
});

describe('the app taking the login form over', () => {
  it('keeps what was typed and the field that had the focus', async () => {
    const { root } = staticPage({ username: 'ana@example.com', password: 'half', focus: 'password' });
    expect(adoptPrerenderedLogin(root)).toBe(true);
    renderLogin(root);
    expect(root.querySelector('[data-static-form]')).toBeNull(); // the app's own form now
    expect(field('Email').value).toBe('ana@example.com');
    expect(field('Password').value).toBe('half');
    expect(document.activeElement).toBe(field('Password'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a submit the static form held, once', async () => {
    const { root, form } = staticPage({ username: 'ana@example.com', password: 'secret-password' });
    form.setAttribute(SUBMIT_HELD_ATTRIBUTE, '');
    adoptPrerenderedLogin(root);
    renderLogin(root);
    expect(await screen.findByText('Login failed / Nope')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      username: 'ana@example.com',
      password: 'secret-password',
    });
  });

  it('starts empty on a page without the static form', () => {
    const root = document.createElement('div');
    document.body.append(root);
    expect(adoptPrerenderedLogin(root)).toBe(false);
    renderLogin(root);
    expect(field('Email').value).toBe('');
    expect(document.activeElement).toBe(field('Email'));
  });
});

describe('the login page after the form post', () => {
  it('shows the error the redirect names once, and drops it from the URL', async () => {
    window.history.replaceState(null, '', '/login?error=rate-limited&retry=90');
    renderLogin();
    expect(
      await screen.findByText(
        'Login failed / Too many failed sign-in attempts. Please try again in 2 minutes.',
      ),
    ).toBeTruthy();
    expect(window.location.search).toBe('');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('asks for the second factor the redirect names', async () => {
    window.history.replaceState(null, '', '/login?step=second-factor&methods=totp');
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    expect(await screen.findByLabelText('Authentication code')).toBeTruthy();
  });

  it('ignores codes it does not know', async () => {
    window.history.replaceState(null, '', '/login?error=Call%20555-0100');
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
