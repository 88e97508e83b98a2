/**
 * Attributes on the login page's build-time form, shared by the loader script that holds its submit
 * (`web/login-loader.ts`) and the app that takes the form over (`web/src/features/auth/prerendered-login.ts`).
 */
export const STATIC_FORM_ATTRIBUTE = 'data-static-form';
/** Set while a submit waits for the app, which sends it once it has replaced the form. */
export const SUBMIT_HELD_ATTRIBUTE = 'data-submit-held';
