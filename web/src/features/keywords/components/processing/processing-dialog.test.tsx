// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProcessingStatus } from '#shared/schemas/processing';
import { renderInApp } from '#tests/support/web/render-in-app';
import { theme } from '../../../../app/theme/theme';
import { createQueryClient } from '../../../../lib/query-client';
import { ProcessingDialog } from './processing-dialog';

function status(completed: number, total: number, isComplete: boolean, logs: string[]): ProcessingStatus {
  return {
    isComplete,
    overall: { completed, total, percentage: Math.floor((completed / total) * 100) },
    logs,
    currentOperation: isComplete ? 'All keywords processed' : 'Writing the article for "hats"',
  };
}

function stubStatuses(...answers: ProcessingStatus[]) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json(answers.length > 1 ? answers.shift() : answers[0]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDialog(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <ProcessingDialog session={1} onClose={onClose} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProcessingDialog', () => {
  it('goes from Initializing to Processing Keywords to Processing Complete, then closes after 3 s', async () => {
    const fetchMock = stubStatuses(
      status(1, 2, false, [
        '✓ hats: tags generated',
        '↻ hats: writing the article',
        '✗ caps: OpenAI refused the key',
      ]),
      status(2, 2, true, ['✓ hats: done']),
    );
    const onClose = renderDialog();
    expect(screen.getByRole('heading', { name: 'Initializing' })).toBeTruthy();

    expect(await screen.findByRole('heading', { name: 'Processing Keywords' })).toBeTruthy();
    expect(screen.getByText('1/2')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Overall progress' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );
    expect(screen.getByText('Writing the article for "hats"')).toBeTruthy();
    expect(screen.getByText('↻ hats: writing the article').getAttribute('data-tone')).toBe('active');
    expect(screen.getByText('✗ caps: OpenAI refused the key').getAttribute('data-tone')).toBe('failed');
    expect(screen.getByRole('button', { name: 'Continue in Background' })).toBeTruthy();

    await advance(2000);
    expect(await screen.findByRole('heading', { name: 'Processing Complete' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    await advance(2500);
    expect(onClose).not.toHaveBeenCalled();
    await advance(600);
    expect(onClose).toHaveBeenCalledTimes(1);
    // Complete: polling has stopped.
    await advance(4000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops polling and closes on "Continue in Background"', async () => {
    const fetchMock = stubStatuses(status(0, 3, false, []));
    const onClose = renderDialog();
    await screen.findByRole('heading', { name: 'Processing Keywords' });
    await advance(2000);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByRole('button', { name: 'Continue in Background' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await advance(6000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('ProcessingDialog, a run held by the AI budget', () => {
  it('says the run waits for budget, with the way to the AI Budget tab', async () => {
    const held = { ...status(0, 3, false, []), currentOperation: 'Waiting for budget (daily limit spent)' };
    renderInApp(
      () => <ProcessingDialog session={1} onClose={vi.fn()} />,
      async () => Response.json(held),
    );

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Waiting for budget')).toBeTruthy();
    expect(alert.textContent).toContain('its keywords stay Pending until then');
    expect(within(alert).getByRole('link', { name: 'AI Budget' }).getAttribute('href')).toBe(
      '/settings?tab=budget',
    );
  });

  it('shows no such alert while the run goes on', async () => {
    renderInApp(
      () => <ProcessingDialog session={1} onClose={vi.fn()} />,
      async () => Response.json(status(1, 3, false, [])),
    );
    expect(await screen.findByText('Writing the article for "hats"')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
