// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD_SUBMIT_FALLBACK_MS, loginLoaderScript } from './login-loader';
import { STATIC_FORM_ATTRIBUTE, SUBMIT_HELD_ATTRIBUTE } from './src/components/form/static-form-marks';

const ENTRY = '/assets/index-abc.js';
const PRELOAD = '/assets/landing-preload-def.js';

/** Runs the loader as login.html does, over a page holding the static form (and one other form). */
function loadPage(search = '', session = new Response(null, { status: 401 })) {
  window.history.replaceState(null, '', `/login${search}`);
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(session));
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"><form ${STATIC_FORM_ATTRIBUTE} method="post" action="/api/login/form">
    <input name="username"><button type="submit">Log in</button></form></div><form id="other"></form>`;
  // The page's listeners, on the window and the document, so the next test's page starts without them.
  const listeners: (() => void)[] = [];
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push(() => target.removeEventListener(type, listener, options));
      add(type, listener, options);
    });
  }
  new Function(loginLoaderScript({ entry: ENTRY, preload: PRELOAD }))();
  vi.restoreAllMocks();
  return {
    form: document.querySelector<HTMLFormElement>('[data-static-form]')!,
    other: document.querySelector<HTMLFormElement>('#other')!,
    unload: () => {
      for (const remove of listeners) remove();
    },
  };
}

const loaded = () =>
  [...document.head.querySelectorAll('script')].map((script) => [script.getAttribute('src'), script.type]);
const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

let page: ReturnType<typeof loadPage> | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  page?.unload();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the login page loader', () => {
  it('loads nothing of the app until the person uses the page, then the app and its preloads once', () => {
    page = loadPage();
    expect(loaded()).toEqual([]);
    page.form.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(loaded()).toEqual([
      [PRELOAD, ''],
      [ENTRY, 'module'],
    ]);
  });

  it('loads the app at once when the page comes back from the form post with something to show', () => {
    page = loadPage('?error=invalid');
    expect(loaded()).toHaveLength(2);
  });

  it('sends someone already signed in on to the app, and leaves anyone else on the form', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { search: '', replace });
    page = loadPage('', new Response('{}', { status: 200 }));
    expect(fetch).toHaveBeenCalledWith('/api/auth/user', { credentials: 'include' });
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    page.unload();

    replace.mockClear();
    page = loadPage();
    await vi.advanceTimersByTimeAsync(0);
    expect(replace).not.toHaveBeenCalled();
  });

  it('prefetches the app into the cache once the page has loaded', () => {
    page = loadPage();
    window.dispatchEvent(new Event('load'));
    const prefetch = document.head.querySelector('link[rel="prefetch"]');
    expect(prefetch?.getAttribute('href')).toBe(ENTRY);
  });

  it('holds a submit of the static form for the app, and leaves other forms alone', () => {
    page = loadPage();
    expect(submit(page.other).defaultPrevented).toBe(false);
    const held = submit(page.form);
    expect(held.defaultPrevented).toBe(true);
    expect(page.form.hasAttribute(SUBMIT_HELD_ATTRIBUTE)).toBe(true);
    expect(page.form.getAttribute('aria-busy')).toBe('true');
    expect(loaded()).toHaveLength(2);
  });

  it('posts the form itself when the app has not taken it over in time', () => {
    page = loadPage();
    const post = vi.spyOn(page.form, 'submit').mockImplementation(() => {});
    submit(page.form);
    submit(page.form); // a second press while held starts no second timer
    vi.advanceTimersByTime(HELD_SUBMIT_FALLBACK_MS - 1);
    expect(post).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(post).toHaveBeenCalledTimes(1);
    expect(page.form.hasAttribute(SUBMIT_HELD_ATTRIBUTE)).toBe(false);
  });

  it('leaves the post to the app once it has replaced the form', () => {
    page = loadPage();
    const post = vi.spyOn(page.form, 'submit').mockImplementation(() => {});
    submit(page.form);
    page.form.remove();
    vi.advanceTimersByTime(HELD_SUBMIT_FALLBACK_MS);
    expect(post).not.toHaveBeenCalled();
  });
});
