import { useCallback, useState } from 'react';

const STORAGE_KEY = 'keywright.sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    // Storage can be blocked (privacy settings); the sidebar then simply starts expanded.
    return false;
  }
}

/** The wide-screen sidebar's collapsed state, remembered across visits. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((previous) => {
      const next = !previous;
      try {
        window.localStorage.setItem(STORAGE_KEY, String(next));
      } catch {
        // Not remembered, still toggled.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
