import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createElement, type JSX, type ReactNode } from 'react';
import { vi } from 'vitest';
import { theme } from '../../../web/src/app/theme/theme';
import { createQueryClient } from '../../../web/src/lib/query-client';

/** `node` inside the app's theme: a shared component shown as the screens show it. */
export const inAppTheme = (node: ReactNode) => createElement(ThemeProvider, { theme }, node);

/**
 * Renders `Screen` as the only route of a router, inside the app's query cache and theme, with `fetch`
 * answering as `respond` does. Stubs globals: call `vi.unstubAllGlobals()` after each test.
 *
 * `createElement` rather than JSX: `#tests/*` resolves to `.ts` files only, so support modules hold no JSX.
 */
export function renderInApp(Screen: () => JSX.Element, respond: typeof fetch) {
  // The router restores the scroll position, which jsdom does not implement.
  vi.stubGlobal('scrollTo', () => {});
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockImplementation(respond));
  const router = createRouter({
    routeTree: createRootRoute({ component: Screen }),
    history: createMemoryHistory(),
  });
  render(
    createElement(
      QueryClientProvider,
      { client: createQueryClient() },
      inAppTheme(createElement(RouterProvider, { router })),
    ),
  );
}
