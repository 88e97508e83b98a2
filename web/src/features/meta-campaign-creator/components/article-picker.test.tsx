// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeywordSummary } from '#shared/schemas/keywords';
import type { PublishedKeywordsResponse } from '#shared/schemas/published-keywords';
import { renderInApp } from '#tests/support/web/render-in-app';
import { ArticlePicker } from './article-picker';

const article = (id: string, masterKeyword: string) =>
  ({ id, masterKeyword, title: `${masterKeyword} guide`, status: 'Completed' }) as KeywordSummary;

/** The server's pages: the newest, the older one after cursor `100.0`, and a search's answer. */
function answer(url: URL): PublishedKeywordsResponse {
  const search = url.searchParams.get('search');
  if (search) return { keywords: [article('s1', `${search} paddles`)], scheduled: 0, next: null };
  if (url.searchParams.get('cursor') === '100.0')
    return { keywords: [article('o1', 'old canoe trips')], scheduled: 0, next: null };
  return { keywords: [article('n1', 'new kayak racks')], scheduled: 2, next: '100.0' };
}

function renderPicker() {
  renderInApp(
    () => <ArticlePicker selectedId="" onSelect={() => {}} />,
    async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/keywords/published-all') return Response.json(answer(url));
      return Response.json({ counts: {} });
    },
  );
}
const requested = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/keywords/published-all'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the article picker', () => {
  it('lists the newest articles, and the older ones on request', async () => {
    renderPicker();
    await screen.findByText('new kayak racks');

    fireEvent.click(screen.getByRole('button', { name: 'Show older articles' }));

    await screen.findByText('old canoe trips');
    expect(screen.getByText('new kayak racks')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older articles' })).toBeNull();
    expect(requested()).toEqual(['/api/keywords/published-all', '/api/keywords/published-all?cursor=100.0']);
  });

  it('asks the server once typing pauses, not for every key', async () => {
    renderPicker();
    await screen.findByText('new kayak racks');
    const box = screen.getByRole('textbox', { name: 'Search published articles' });

    for (const text of ['c', 'ca', 'can', 'canoe']) fireEvent.change(box, { target: { value: text } });

    await screen.findByText('canoe paddles');
    await waitFor(() => expect(requested()).toContain('/api/keywords/published-all?search=canoe'));
    expect(requested().filter((url) => url.includes('search='))).toEqual([
      '/api/keywords/published-all?search=canoe',
    ]);
    expect(screen.queryByText('new kayak racks')).toBeNull();
  });
});
