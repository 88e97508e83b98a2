// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type HeaderActions,
  HeaderActionsProvider,
  useHeaderActions,
  useRegisteredHeaderActions,
} from './header-actions';

function Reader() {
  const actions = useRegisteredHeaderActions();
  return (
    <>
      {actions.onProcessAll && (
        <button type="button" onClick={actions.onProcessAll}>
          Process
        </button>
      )}
      {actions.onAddKeyword && (
        <button type="button" onClick={actions.onAddKeyword}>
          Add Keyword
        </button>
      )}
    </>
  );
}

function Screen(props: HeaderActions) {
  useHeaderActions(props);
  return null;
}

afterEach(cleanup);

describe('useHeaderActions', () => {
  it('exposes only the handlers a screen supplies, calls the latest one, and clears them on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(
      <HeaderActionsProvider>
        <Reader />
        <Screen onProcessAll={first} />
      </HeaderActionsProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Add Keyword' })).toBeNull();
    view.rerender(
      <HeaderActionsProvider>
        <Reader />
        <Screen onProcessAll={second} />
      </HeaderActionsProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Process' }).click());
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    view.rerender(
      <HeaderActionsProvider>
        <Reader />
      </HeaderActionsProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Process' })).toBeNull();
  });
});
