// @vitest-environment jsdom

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '#shared/access/roles';
import type { ProcessingEstimate } from '#shared/schemas/ai-budget';
import type { KeywordEconomics } from '#shared/schemas/keyword-economics';
import type { RelatedKeywordsResponse } from '#shared/schemas/related-keywords';
import { buildKeyword } from '#tests/support/web/keyword-builders';
import { renderInApp } from '#tests/support/web/render-in-app';
import { signedInUser } from '#tests/support/web/signed-in-user';
import { useAuthUser } from '../../../../lib/auth-user';
import { MoreLikeThis } from './more-like-this';

const keyword = buildKeyword({ id: 'k1', masterKeyword: 'hiking boots', siteId: 'blog' });
const range = { since: '2026-05-12', until: '2026-06-10' };
const economics = (netRoi: string) =>
  ({ campaigns: [{ id: 'c1', netRoi }], totals: { netRoi } }) as unknown as KeywordEconomics;

const ANSWER: RelatedKeywordsResponse = {
  suggestions: [
    {
      keyword: 'hiking boots accessories',
      collision: { keywordId: 'k7', keyword: 'boots hiking accessories' },
    },
    { keyword: 'hiking boots care tips' },
    { keyword: 'hiking boots gift ideas' },
  ],
  adCopy: { adTitle: 'Boots For Every Trail', adDescription: 'x', campaignName: 'kw_hiking_boots_00001' },
};
const ESTIMATE: ProcessingEstimate = {
  pipelines: 8,
  estimatedCostUsd: 0.77,
  byStep: [{ step: 'article', estimatedCostUsd: 0.5 }],
  budget: {
    daily: { limitUsd: null, spentUsd: 2, remainingUsd: null, remainingAfterUsd: null },
    monthly: { limitUsd: null, spentUsd: 2, remainingUsd: null, remainingAfterUsd: null },
  },
  wouldWait: false,
};

/** Renders the block for a user of `role`; the server's answer to the suggestions can be replaced. */
function render(role: Role, netRoi: string, related: () => Response = () => Response.json(ANSWER)) {
  const sent: Record<string, unknown> = {};
  renderInApp(
    () => (
      <>
        <SignedIn />
        <MoreLikeThis keyword={keyword} economics={economics(netRoi)} range={range} />
      </>
    ),
    async (input, init) => {
      const url = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (url === '/api/auth/user') return Response.json(signedInUser(role));
      if (url === '/api/processing/estimate') return Response.json(ESTIMATE);
      if (url === '/api/keywords/k1/related') {
        sent.related = body;
        return related();
      }
      if (url === '/api/keywords/batch') {
        sent.batch = body;
        return Response.json({ created: [], duplicates: [] }, { status: 201 });
      }
      return new Response('', { status: 404 });
    },
  );
  return sent;
}

/** Shows once the signed-in user is known: what the block decides by has arrived. */
function SignedIn() {
  return useAuthUser().data ? <span>signed in</span> : null;
}

const moreLikeThis = () => screen.findByRole('button', { name: 'More like this' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('More like this', () => {
  it('asks for 10 over the range shown, offers the new suggestions checked, and adds them for the same site', async () => {
    const sent = render('writer', '240.50%');
    fireEvent.click(await moreLikeThis());
    const dialog = await screen.findByRole('dialog', { name: 'More like this' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suggest keywords' }));

    const colliding = await within(dialog).findByRole<HTMLInputElement>('checkbox', {
      name: /hiking boots accessories/,
    });
    expect(sent.related).toEqual({ count: 10, range });
    expect(colliding.checked).toBe(false);
    expect(
      within(dialog).getByText('Same words as the existing keyword “boots hiking accessories”'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/Written from the ad of kw_hiking_boots_00001/)).toBeTruthy();
    expect(await within(dialog).findByText('Estimated AI cost $0.77')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'hiking boots gift ideas' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 1 keyword' }));

    await waitFor(() =>
      expect(sent.batch).toMatchObject({
        keywords: ['hiking boots care tips'],
        siteId: 'blog',
        // A writer may not publish.
        publishToWordPress: false,
      }),
    );
  });

  it('shows why the AI could not be asked, in the server’s words', async () => {
    const message = 'The AI could not suggest related keywords: No text provider is configured';
    render('editor', '240.50%', () => Response.json({ message }, { status: 503 }));
    fireEvent.click(await moreLikeThis());
    const dialog = await screen.findByRole('dialog', { name: 'More like this' });
    fireEvent.change(within(dialog).getByLabelText('How many'), { target: { value: '51' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suggest keywords' }));
    expect(await within(dialog).findByText('Ask for 1 to 50 related keywords')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('How many'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suggest keywords' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it('is not offered to a viewer, nor for a keyword that does not earn more than it costs', async () => {
    render('viewer', '240.50%');
    await screen.findByText('signed in');
    expect(screen.queryByRole('button', { name: 'More like this' })).toBeNull();
    cleanup();
    render('admin', '100.00%');
    await screen.findByText('signed in');
    expect(screen.queryByRole('button', { name: 'More like this' })).toBeNull();
  });
});
