import { useSyncExternalStore } from 'react';

/** The class of every MUI modal's root (dialogs, menus, popovers, the phone drawer), portaled to `<body>`. */
const MODAL_ROOT_CLASS = 'MuiModal-root';

function topModal(): HTMLElement | null {
  const roots = [...document.body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && element.classList.contains(MODAL_ROOT_CLASS),
  );
  // Portals are appended as they open, so the last one is on top.
  return roots.at(-1) ?? null;
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

/**
 * The root of the open MUI modal on top, or null. While a modal is open MUI hides everything outside it from
 * assistive technology (`aria-hidden` on the other children of `<body>`), so what must still be announced,
 * such as a toast, renders inside it.
 */
export function useTopModal(): HTMLElement | null {
  return useSyncExternalStore(subscribe, topModal, () => null);
}
