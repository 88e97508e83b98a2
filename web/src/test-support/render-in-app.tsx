import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { JSX } from 'react';
import { vi } from 'vitest';
import { theme } from '../app/theme/theme';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders `Screen` as the only route of a router, inside the app's query cache and theme, with `fetch`
 * answering as `respond` does. Stubs globals: call `vi.unstubAllGlobals()` after each test.
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
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
