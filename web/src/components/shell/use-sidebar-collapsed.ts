import { useCallback, useState } from 'react';

const STORAGE_KEY = 'keywright.sidebar-collapsed';

/** What storage said, read once per page and only when the sidebar first shows. */
let remembered: boolean | undefined;

function readCollapsed(): boolean {
  if (remembered === undefined) {
    try {
      remembered = window.localStorage.getItem(STORAGE_KEY) === 'true';
    } catch {
      // Storage can be blocked (privacy settings); the sidebar then simply starts expanded.
      remembered = false;
    }
  }
  return remembered;
}

/**
 * The wide-screen sidebar's collapsed state, remembered across visits. Storage is read only while `wide`:
 * a page's first localStorage access is synchronous and took ~20 ms of the shell's first render on a phone,
 * which never shows the sidebar.
 */
export function useSidebarCollapsed(wide: boolean): [boolean, () => void] {
  const [toggled, setToggled] = useState<boolean>();
  const toggle = useCallback(() => {
    setToggled((previous) => {
      const next = !(previous ?? readCollapsed());
      remembered = next;
      try {
        window.localStorage.setItem(STORAGE_KEY, String(next));
      } catch {
        // Not remembered, still toggled.
      }
      return next;
    });
  }, []);
  return [toggled ?? (wide ? readCollapsed() : false), toggle];
}
