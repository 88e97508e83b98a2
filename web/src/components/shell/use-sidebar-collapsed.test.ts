// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'keywright.sidebar-collapsed';

/** A fresh module each time: it keeps what storage said for the rest of the page. */
const freshHook = async () => (await import('./use-sidebar-collapsed')).useSidebarCollapsed;

beforeEach(() => {
  vi.resetModules();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useSidebarCollapsed', () => {
  it('leaves storage alone while the sidebar is hidden, and reads it once it shows', async () => {
    window.localStorage.setItem(KEY, 'true');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const useSidebarCollapsed = await freshHook();
    const { result, rerender } = renderHook(({ wide }) => useSidebarCollapsed(wide), {
      initialProps: { wide: false },
    });
    expect(result.current[0]).toBe(false);
    expect(getItem).not.toHaveBeenCalled();
    rerender({ wide: true });
    expect(result.current[0]).toBe(true);
    rerender({ wide: true });
    expect(getItem).toHaveBeenCalledTimes(1);
  });

  it('toggles from the remembered state and remembers the new one', async () => {
    window.localStorage.setItem(KEY, 'true');
    const useSidebarCollapsed = await freshHook();
    const { result } = renderHook(() => useSidebarCollapsed(true));
    act(() => result.current[1]());
    expect(result.current[0]).toBe(false);
    expect(window.localStorage.getItem(KEY)).toBe('false');
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    expect(window.localStorage.getItem(KEY)).toBe('true');
  });
});
