// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '#shared/access/roles';
import type { LaunchPreviewItem } from '#shared/schemas/meta-launches';
import { TOO_MANY_CAMPAIGNS_MESSAGE } from '#shared/schemas/meta-launches';
import type { Profile } from '#shared/schemas/meta-profiles';
import { signedInUser } from '#tests/support/web/signed-in-user';
import { theme } from '../../app/theme/theme';
import { createQueryClient } from '../../lib/query-client';
import { NewLaunchScreen } from './new-launch-screen';
import { parseNewLaunchSearch } from './new-launch-search';

const PROFILE = {
  id: 'p1',
  name: 'Evergreen',
  isDefault: true,
  defaultDailyBudget: 15,
} as Profile;

const item = (keywordId: string, overrides: Partial<LaunchPreviewItem> = {}): LaunchPreviewItem => ({
  keywordId,
  campaignName: `Keywright_${keywordId}_channel_0000${keywordId.slice(1)}`,
  adsetName: `channel_0000${keywordId.slice(1)}`,
  adTitle: `Title ${keywordId}`,
  adDescription: `Description ${keywordId}`,
  primaryText: `Description ${keywordId}`,
  landingUrl: `https://blog.example.com/${keywordId}/?utm_source=df`,
  pageId: 'page-1',
  pixelId: null,
  dailyBudget: 15,
  checks: [{ name: 'Article', status: 'passed', message: 'Published' }],
  ...overrides,
});

const ITEMS = [
  item('k1'),
  item('k2', {
    checks: [
      { name: 'Article', status: 'failed', message: 'The article of this keyword is not published yet' },
    ],
  }),
  item('k3'),
];

interface Sent {
  url: string;
  body: unknown;
  key: string | undefined;
}

/** The screen at `url` under the app's route ids; the API answers launches from `launches` in turn. */
function renderScreen(
  url: string,
  { role = 'admin', preview, launches = [] }: { role?: Role; preview?: Response; launches?: Response[] } = {},
) {
  const sent: Sent[] = [];
  vi.stubGlobal('scrollTo', () => {});
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>().mockImplementation(async (input, init) => {
      const path = String(input);
      if (init?.method === 'POST') {
        const headers = (init.headers ?? {}) as Record<string, string>;
        sent.push({ url: path, body: JSON.parse(String(init.body)), key: headers['Idempotency-Key'] });
        if (path === '/api/meta/launches/preview') return preview ?? Response.json({ items: ITEMS });
        return launches.shift() ?? Response.json({ launchId: 'l1' }, { status: 202 });
      }
      if (path === '/api/auth/user') return Response.json(signedInUser(role));
      if (path === '/api/meta/ad-settings/profiles') return Response.json([PROFILE]);
      if (path === '/api/meta/ad-settings/choices')
        return Response.json({
          metaConfigured: true,
          pages: [{ id: 'page-1', name: 'Main page' }],
          pixels: [],
        });
      return new Response('', { status: 404 });
    }),
  );
  const root = createRootRoute();
  const layout = createRoute({ getParentRoute: () => root, id: '_authenticated' });
  const newLaunch = createRoute({
    getParentRoute: () => layout,
    path: '/meta-launches/new',
    validateSearch: parseNewLaunchSearch,
    component: NewLaunchScreen,
  });
  const detail = createRoute({
    getParentRoute: () => layout,
    path: '/meta-launches/$launchId',
    component: () => <p>The launch page</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([layout.addChildren([newLaunch, detail])]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { sent, router };
}

const includeBox = (name: string) => screen.getByRole('checkbox', { name: `Include ${name}` });
const summary = () => screen.getByRole('status');

async function preview() {
  fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
  return screen.findByRole('table', { name: 'Campaigns to launch' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a new launch from the keyword list', () => {
  it("previews the chosen keywords with the default profile, paused and at the profile's budget", async () => {
    const { sent } = renderScreen('/meta-launches/new?keywordIds=k1,k2,k3');
    expect(await screen.findByText(/3 keywords chosen on the keyword list/)).toBeTruthy();
    expect(screen.getByText("Per campaign. Empty: the profile's $15.00.")).toBeTruthy();

    await preview();

    expect(sent).toEqual([
      {
        url: '/api/meta/launches/preview',
        body: { keywordIds: ['k1', 'k2', 'k3'], profileId: 'p1', status: 'PAUSED' },
        key: undefined,
      },
    ]);
  });

  it('leaves out the rows that fail a check for good, and counts what launches', async () => {
    renderScreen('/meta-launches/new?keywordIds=k1,k2,k3');
    await preview();

    const failed = includeBox(ITEMS[1]!.campaignName) as HTMLInputElement;
    expect(failed.checked).toBe(false);
    expect(failed.disabled).toBe(true);
    expect(summary().textContent).toBe('2 campaigns will be created, paused; 1 left out');

    fireEvent.click(includeBox(ITEMS[2]!.campaignName));

    expect(summary().textContent).toBe('1 campaign will be created, paused; 2 left out');
    expect(screen.getByRole('button', { name: 'Launch 1 campaign' })).toBeTruthy();
  });

  it('launches with the edited copy and the rows left out, then opens the launch', async () => {
    const { sent, router } = renderScreen('/meta-launches/new?keywordIds=k1,k2,k3');
    const table = await preview();
    fireEvent.click(
      within(table).getByRole('button', { name: `Edit the ad copy of ${ITEMS[0]!.campaignName}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit ad copy' });
    const headline = within(dialog).getByRole('textbox', { name: 'Headline' });

    fireEvent.change(headline, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The headline cannot be empty')).toBeTruthy();

    fireEvent.change(headline, { target: { value: '  Run further for less  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByText('Run further for less')).toBeTruthy();
    expect(within(table).getByText('Edited')).toBeTruthy();

    // Found once the dialog has gone and the screen is no longer hidden behind it.
    fireEvent.click(await screen.findByRole('button', { name: 'Launch 2 campaigns' }));

    expect(await screen.findByText('The launch page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/meta-launches/l1');
    const launch = sent.find((request) => request.url === '/api/meta/launches');
    expect(launch?.body).toEqual({
      keywordIds: ['k1', 'k2', 'k3'],
      profileId: 'p1',
      status: 'PAUSED',
      overrides: { k1: { adTitle: 'Run further for less' } },
      exclude: ['k2'],
    });
    expect(launch?.key).toMatch(/^"[0-9a-f-]{36}"$/);
  });

  it("shows the server's refusal, keeps the key after a lost answer and takes a new one after a refusal", async () => {
    const refusal = 'The row of k3 fails a check: The article of this keyword is not published yet';
    const { sent } = renderScreen('/meta-launches/new?keywordIds=k1,k2,k3', {
      launches: [
        new Response('Service Unavailable', { status: 503 }),
        Response.json({ message: refusal }, { status: 400 }),
      ],
    });
    await preview();
    const button = screen.getByRole('button', { name: 'Launch 2 campaigns' });

    fireEvent.click(button);
    await screen.findByText('Failed to launch campaigns');
    fireEvent.click(button);
    expect(await screen.findByText(refusal)).toBeTruthy();
    fireEvent.click(button);
    await vi.waitFor(() =>
      expect(sent.filter((request) => request.url === '/api/meta/launches')).toHaveLength(3),
    );

    const [lost, refused, next] = sent.filter((request) => request.url === '/api/meta/launches');
    expect(refused?.key).toBe(lost?.key);
    expect(next?.key).not.toBe(refused?.key);
  });

  it('says when the settings changed since the preview, and launches nothing until previewed again', async () => {
    renderScreen('/meta-launches/new?keywordIds=k1,k2,k3');
    await preview();

    fireEvent.click(screen.getByRole('radio', { name: 'Active' }));

    expect(screen.getByText(/Active campaigns start spending their daily budget/)).toBeTruthy();
    expect(screen.getByText(/changed since this preview/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Launch 2 campaigns' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('refusals and roles', () => {
  it("shows the preview's refusal in the server's words", async () => {
    renderScreen('/meta-launches/new?keywordIds=k1', {
      preview: Response.json({ message: TOO_MANY_CAMPAIGNS_MESSAGE }, { status: 400 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(TOO_MANY_CAMPAIGNS_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Failed to preview the launch')).toBeTruthy();
  });

  it('lets a role without create_meta_campaigns look, not preview', async () => {
    renderScreen('/meta-launches/new?keywordIds=k1', { role: 'editor' });
    expect(await screen.findByText(/needs the create_meta_campaigns permission/)).toBeTruthy();
    expect(((await screen.findByRole('button', { name: 'Preview' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
