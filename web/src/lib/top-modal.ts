import { useSyncExternalStore } from 'react';

/** The class of every MUI modal's root (dialogs, menus, popovers, the phone drawer), portaled to `<body>`. */
const MODAL_ROOT_CLASS = 'MuiModal-root';

/** The first of the two focusable sentinels MUI's focus trap puts either side of a modal's content. */
const TRAP_START_SENTINEL = ':scope > [data-testid="sentinelStart"]';

function topModal(): HTMLElement | null {
  const roots = [...document.body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && element.classList.contains(MODAL_ROOT_CLASS),
  );
  // Portals are appended as they open, so the last one is on top.
  const root = roots.at(-1);
  if (!root) return null;
  // The focus trap takes focus back from anything outside its content (the element after the start
  // sentinel), so what must take focus, such as the toast region on F8, goes into that content.
  const content = root.querySelector(TRAP_START_SENTINEL)?.nextElementSibling;
  return content instanceof HTMLElement ? content : root;
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

/**
 * The content of the open MUI modal on top (inside its focus trap), or null. While a modal is open MUI hides
 * everything outside it from assistive technology (`aria-hidden` on the other children of `<body>`), so what
 * must still be announced, such as a toast, renders inside it.
 */
export function useTopModal(): HTMLElement | null {
  return useSyncExternalStore(subscribe, topModal, () => null);
}
