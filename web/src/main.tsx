import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { adoptPrerenderedLogin } from './features/auth/prerendered-login';
import { queryClient } from './lib/query-client';

const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition: React renders the first screen in slices, yielding to the browser every few milliseconds,
// rather than in one long task that blocks input (Lighthouse's total blocking time).
const root = createRoot(container);
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
// The build-time login form (login.html) stays on screen, in use, until the app can show its own in one
// step: a first render before the session check and the screen's chunk would swap it for a spinner.
if (adoptPrerenderedLogin(container)) void router.load().finally(render);
else render();
