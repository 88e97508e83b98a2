import { parseSignInRedirect, type SignInRedirectState } from '#shared/auth/sign-in-redirect';
import { STATIC_FORM_ATTRIBUTE, SUBMIT_HELD_ATTRIBUTE } from '../../components/form/static-form-marks';

type Field = 'username' | 'password';

/** What the person did on the build-time login form before the app replaced it. */
export interface PrerenderedLogin {
  values: Record<Field, string>;
  /** The field that last had the focus, which keeps it. */
  focused: Field | undefined;
}

let staticForm: HTMLFormElement | null = null;
let focused: Field | undefined;

const fieldName = (element: EventTarget | null): Field | undefined =>
  element instanceof HTMLInputElement && (element.name === 'username' || element.name === 'password')
    ? element.name
    : undefined;

/**
 * Called by the entry before it renders: the build-time login form (`login.html`), if the page has one.
 * The app then replaces it with its own, which starts from what was typed into it and where. The focus
 * is followed as it moves, since once the form is gone the page no longer says where it was.
 */
export function adoptPrerenderedLogin(container: HTMLElement): boolean {
  staticForm = container.querySelector(`form[${STATIC_FORM_ATTRIBUTE}]`);
  focused = fieldName(document.activeElement);
  staticForm?.addEventListener('focusin', (event) => {
    focused = fieldName(event.target) ?? focused;
  });
  return staticForm !== null;
}

/**
 * The static form's values and focus. The detached form keeps its values, so a read in the commit that
 * replaces it has all that was typed until then (React may render well before it commits).
 */
export function prerenderedLogin(): PrerenderedLogin | undefined {
  if (!staticForm) return undefined;
  const value = (name: Field) =>
    (staticForm?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  return { values: { username: value('username'), password: value('password') }, focused };
}

/** True once, when a submit of the static form waits for the app (see `web/login-loader.ts`). */
export function takeHeldSubmit(): boolean {
  if (!staticForm?.hasAttribute(SUBMIT_HELD_ATTRIBUTE)) return false;
  staticForm.removeAttribute(SUBMIT_HELD_ATTRIBUTE);
  return true;
}

/**
 * What the form's own post came back with: `POST /api/login/form` redirects here with codes (an error, or
 * the second step). Nothing at build time, where the page renders without a URL.
 */
export const readSignInRedirect = (): SignInRedirectState =>
  typeof window === 'undefined' ? {} : parseSignInRedirect(window.location.search);

/** Drops those codes from the URL, so a reload does not show them again; true if there were any. */
export function dropSignInRedirect(): boolean {
  if (!window.location.search) return false;
  window.history.replaceState(window.history.state, '', window.location.pathname);
  return true;
}
