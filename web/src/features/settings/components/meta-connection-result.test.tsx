// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MetaStatus } from '#shared/schemas/meta-credentials';
import { theme } from '../../../app/theme/theme';
import { MetaConnectionResult } from './meta-connection-result';

const connected: MetaStatus = {
  connected: true,
  message: 'Connected to Meta as Ann',
  sandbox: false,
  details: {
    user: { id: '9', name: 'Ann', email: 'ann@example.com' },
    adAccount: { id: '111', name: 'Main', account_status: 1, statusLabel: 'Active' },
    token: { expiresAt: null, scopes: [] },
    timestamp: '2026-03-01T12:00:00.000Z',
  },
};

const show = (props: Parameters<typeof MetaConnectionResult>[0]) =>
  render(
    <ThemeProvider theme={theme}>
      <MetaConnectionResult {...props} />
    </ThemeProvider>,
  );

afterEach(cleanup);

describe('the Meta connection result', () => {
  it('shows the connected user, ad account and token expiry', () => {
    show({ status: connected });

    expect(screen.getByText('Connected to Meta as Ann')).toBeTruthy();
    expect(screen.getByText('Ann (ann@example.com)')).toBeTruthy();
    expect(screen.getByText('Main · Active')).toBeTruthy();
    expect(screen.getByText('Never expires')).toBeTruthy();
    expect(screen.queryByText('Ad Account Access Issue')).toBeNull();
  });

  it('shows an ad account problem of a working token as an Ad Account Access Issue', () => {
    const adAccount = { id: '111', account_status: 2, error: 'The ad account is disabled' };
    show({ status: { ...connected, details: { ...connected.details!, adAccount } } });

    expect(screen.getByText('Ad Account Access Issue')).toBeTruthy();
    expect(screen.getByText('The ad account is disabled')).toBeTruthy();
  });

  it('shows Connection Failed with the server’s message, or the contract’s fallback without one', () => {
    show({ status: { connected: false, message: 'Meta API not configured', sandbox: false } });
    expect(screen.getByText('Connection Failed')).toBeTruthy();
    expect(screen.getByText('Meta API not configured')).toBeTruthy();
    cleanup();

    show({ error: undefined });
    expect(screen.getByText('Could not connect to Meta API. Please check your credentials.')).toBeTruthy();
  });
});
