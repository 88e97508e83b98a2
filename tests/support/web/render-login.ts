import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createElement, Fragment } from 'react';
import { LoginScreen } from '../../../web/src/features/auth/login-screen';
import { createQueryClient } from '../../../web/src/lib/query-client';
import { useToast } from '../../../web/src/lib/toast';
import { inAppTheme } from './render-in-app';

/** The toasts as text (`title / description`), where the app would show them in its toast region. */
function Toasts() {
  const { toasts } = useToast();
  return createElement(
    'ul',
    null,
    toasts.map((item) => createElement('li', { key: item.id }, `${item.title} / ${item.description}`)),
  );
}

/**
 * The login screen in the app's query cache and theme, with its toasts listed beside it; into
 * `container` when given (replacing what is there, as the app's root does).
 */
export function renderLogin(container?: HTMLElement) {
  const ui = createElement(
    QueryClientProvider,
    { client: createQueryClient() },
    inAppTheme(createElement(Fragment, null, createElement(LoginScreen), createElement(Toasts))),
  );
  return container ? render(ui, { container }) : render(ui);
}
