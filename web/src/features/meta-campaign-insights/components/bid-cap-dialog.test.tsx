// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insightRow } from '#tests/support/web/insight-row';
import { theme } from '../../../app/theme/theme';
import { createQueryClient } from '../../../lib/query-client';
import { BidCapDialog } from './bid-cap-dialog';

const capped = insightRow('120001', { bid_strategy: 'BID_CAP', bid_cap: null });

function renderDialog(answer: Response) {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(answer));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <BidCapDialog row={capped} pending={false} onSave={() => {}} onClose={() => {}} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Bid Cap dialog', () => {
  it("says 'Not available from Meta API' when Meta has no bid for a bid-cap campaign", async () => {
    renderDialog(json(200, { success: true, bidCap: null, bidStrategy: 'LOWEST_COST_WITH_BID_CAP' }));
    expect(await screen.findByText('Current bid cap: Not available from Meta API')).toBeTruthy();
  });

  it("shows Meta's current bid when it has one", async () => {
    renderDialog(json(200, { success: true, bidCap: 1.5, bidStrategy: 'LOWEST_COST_WITH_BID_CAP' }));
    expect(await screen.findByText('Current bid cap: $1.50')).toBeTruthy();
  });

  it("falls back to the row's value, here none, when Meta cannot be read", async () => {
    renderDialog(json(502, { message: 'Meta is unavailable' }));
    expect(await screen.findByText('Current bid cap: Not available from Meta API')).toBeTruthy();
  });
});
