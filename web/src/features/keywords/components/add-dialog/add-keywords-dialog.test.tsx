// @vitest-environment jsdom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '#shared/access/roles';
import type { ProcessingEstimate } from '#shared/schemas/ai-budget';
import { renderInApp } from '#tests/support/web/render-in-app';
import { signedInUser } from '#tests/support/web/signed-in-user';
import { AddKeywordsDialog } from './add-keywords-dialog';

/** The dialog, open, for a user of `role`; resolves the body of the batch it sends. */
function renderDialog(
  role: Role,
  variantsCount = 3,
  sites: { id: string; name: string; isDefault: boolean }[] = [],
) {
  const user = signedInUser(role);
  let send: (body: unknown) => void = () => {};
  const sent = new Promise<unknown>((resolve) => {
    send = resolve;
  });
  renderInApp(
    () => <AddKeywordsDialog open onClose={() => {}} onAdded={() => {}} />,
    async (input, init) => {
      const url = String(input);
      if (url === '/api/auth/user') return Response.json(user);
      if (url === '/api/preferences')
        return Response.json({ transactionalTagsCount: 4, navigationalTagsCount: 3, variantsCount });
      if (url === '/api/keywords/collisions') {
        // As the server answers: "oak desks" is an existing keyword.
        const { keywords } = JSON.parse(String(init?.body)) as { keywords: string[] };
        const existing = { id: 'k1', masterKeyword: 'oak desks' };
        return Response.json({
          collisions: keywords
            .filter((keyword) => keyword.toLowerCase().split(' ').sort().join(' ') === 'desks oak')
            .map((keyword) => ({ keyword, existing })),
        });
      }
      if (url === '/api/sites/choices') return Response.json({ sites });
      if (url === '/api/processing/estimate') {
        estimates.push(JSON.parse(String(init?.body)));
        return Response.json(ESTIMATE);
      }
      if (url === '/api/keywords/batch') {
        send(JSON.parse(String(init?.body)));
        return Response.json({ created: [], duplicates: [] }, { status: 201 });
      }
      return new Response('', { status: 404 });
    },
  );
  return sent;
}

/** The bodies the dialog asked estimates for, and the one answer it gets. */
const estimates: unknown[] = [];
const ESTIMATE: ProcessingEstimate = {
  pipelines: 4,
  estimatedCostUsd: 0.5,
  byStep: [{ step: 'article', estimatedCostUsd: 0.5 }],
  budget: {
    daily: { limitUsd: 10, spentUsd: 2, remainingUsd: 8, remainingAfterUsd: 7.5 },
    monthly: { limitUsd: null, spentUsd: 2, remainingUsd: null, remainingAfterUsd: null },
  },
  wouldWait: false,
};

const publishBox = () => screen.findByRole<HTMLInputElement>('checkbox', { name: 'Publish to WordPress' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  estimates.length = 0;
});

describe('AddKeywordsDialog, "Publish to WordPress"', () => {
  it('is off and disabled, with the reason, for a writer, whose batch then asks for no publishing', async () => {
    const sent = renderDialog('writer');
    const box = await publishBox();

    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(true);
    const note = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Your role cannot publish: the articles are written, not published.');

    fireEvent.change(screen.getByLabelText('Master Keywords'), { target: { value: 'oak desks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Keywords' }));
    expect(await sent).toMatchObject({ keywords: ['oak desks'], publishToWordPress: false });
  });

  it.each(['editor', 'admin'] as const)('is on and can be changed for an %s', async (role) => {
    renderDialog(role);
    const box = await publishBox();

    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(false);
    expect(box.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(false));
  });
});

describe('AddKeywordsDialog, "Generate keyword variants"', () => {
  it("names the user's Variants Count preference and sends it with the batch", async () => {
    const sent = renderDialog('editor', 5);
    const box = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: 'Generate keyword variants (5 per keyword)',
    });

    expect(box.checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Master Keywords'), { target: { value: 'oak desks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Keywords' }));
    expect(await sent).toMatchObject({ generateVariants: true, variantsCount: 5 });
  });

  it('says 3 per keyword, the contract text, for the default preference', async () => {
    renderDialog('editor');
    expect(
      await screen.findByRole('checkbox', { name: 'Generate keyword variants (3 per keyword)' }),
    ).toBeTruthy();
  });
});

describe('AddKeywordsDialog, keyword collisions', () => {
  it('warns about lines with the same words as another line or an existing keyword, and drops them', async () => {
    const sent = renderDialog('editor');
    await publishBox();
    const textarea = screen.getByLabelText<HTMLTextAreaElement>('Master Keywords');
    fireEvent.change(textarea, {
      target: { value: 'pine shelves\nDesks oak\nshelves, pine\nwalnut chairs' },
    });

    expect(
      await screen.findByText('"shelves, pine" has the same words as "pine shelves" above'),
    ).toBeTruthy();
    expect(
      await screen.findByText('"Desks oak" has the same words as the existing keyword "oak desks"'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Drop them' }));
    await waitFor(() => expect(textarea.value).toBe('pine shelves\nwalnut chairs'));
    expect(screen.queryByRole('button', { name: 'Drop them' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add Keywords' }));
    expect(await sent).toMatchObject({ keywords: ['pine shelves', 'walnut chairs'] });
  });
});

describe('AddKeywordsDialog, Site', () => {
  const sites = [
    { id: 'primary', name: 'main.example', isDefault: false },
    { id: 'travel', name: 'Travel', isDefault: true },
  ];

  it('is not shown with one site, and the batch is the contract payload without a site', async () => {
    const sent = renderDialog('admin', 3, [{ id: 'primary', name: 'main.example', isDefault: true }]);
    await publishBox();
    expect(screen.queryByRole('combobox', { name: 'Site' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Master Keywords'), { target: { value: 'oak desks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Keywords' }));
    expect(await sent).not.toHaveProperty('siteId');
  });

  it('offers every site with the default chosen, and sends the site picked', async () => {
    const sent = renderDialog('admin', 3, sites);
    const select = await screen.findByRole('combobox', { name: 'Site' });
    await waitFor(() => expect(select.textContent).toBe('Travel'));
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: 'main.example' }));
    fireEvent.change(screen.getByLabelText('Master Keywords'), { target: { value: 'oak desks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Keywords' }));
    expect(await sent).toMatchObject({ keywords: ['oak desks'], siteId: 'primary' });
  });
});

describe('AddKeywordsDialog, estimate', () => {
  it('estimates the batch as it would be sent once it has a keyword, after typing settles', async () => {
    renderDialog('editor');
    await publishBox();
    expect(screen.queryByRole('region', { name: 'Estimate' })).toBeNull();
    const textarea = screen.getByLabelText('Master Keywords');
    fireEvent.change(textarea, { target: { value: 'oak' } });
    fireEvent.change(textarea, { target: { value: 'oak desks\npine shelves' } });

    const estimate = await screen.findByRole('region', { name: 'Estimate' });
    expect(estimate.textContent).toContain('Estimated AI cost $0.50');
    expect(estimate.textContent).toContain('Today: $8.00 left of $10.00 → $7.50 after this run');
    // One request for the settled text, none for what was typed on the way.
    expect(estimates).toEqual([
      {
        route: 'batch',
        keywords: ['oak desks', 'pine shelves'],
        transactionalTagsCount: 4,
        navigationalTagsCount: 3,
        generateVariants: true,
        publishToWordPress: true,
        generateAds: true,
        variantsCount: 3,
      },
    ]);
  });
});
