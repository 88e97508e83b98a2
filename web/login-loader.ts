import { SESSION_URL } from './landing-preload.js';
import { STATIC_FORM_ATTRIBUTE, SUBMIT_HELD_ATTRIBUTE } from './src/components/form/static-form-marks.js';

/**
 * How long a held submit waits for the app before the browser posts the form itself: the app's script
 * failed to load, or is still downloading on a very slow network.
 */
export const HELD_SUBMIT_FALLBACK_MS = 8000;

/**
 * The one script `login.html` runs at first (a file, not inline: the Content-Security-Policy allows
 * scripts from the origin only). The form works without the app, so the app (`entry`, with the landing
 * preloads in `preload`) loads only when the person starts to use the page, or at once when the page came
 * back from the form's own post with something to show (an error, the second step); after the page has
 * loaded it is fetched into the cache. Someone already signed in is sent on to `/`. A submit before the
 * app has taken the form over is held and sent by the app, which shows the outcome as it always does.
 */
export function loginLoaderScript({ entry, preload }: { entry: string; preload: string }): string {
  return `(function () {
  var INTENT = ['pointerdown', 'keydown', 'touchstart', 'input'];
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < INTENT.length; i++) removeEventListener(INTENT[i], start, true);
    add('script', { src: ${JSON.stringify(preload)}, async: '' });
    add('script', { type: 'module', crossorigin: '', src: ${JSON.stringify(entry)} });
  }
  for (var i = 0; i < INTENT.length; i++) addEventListener(INTENT[i], start, { capture: true, passive: true });
  if (location.search) start();
  // Someone already signed in goes on to the app, as the app's own /login route sends them.
  fetch(${JSON.stringify(SESSION_URL)}, { credentials: 'include' }).then(function (answer) {
    if (answer.ok) location.replace('/');
  }, function () {});
  // Into the HTTP cache once the page has loaded, so the first touch does not wait for the download.
  addEventListener('load', function () {
    if (!started) add('link', { rel: 'prefetch', href: ${JSON.stringify(entry)} });
  });
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!form.hasAttribute(${JSON.stringify(STATIC_FORM_ATTRIBUTE)})) return;
    event.preventDefault();
    start();
    if (form.hasAttribute(${JSON.stringify(SUBMIT_HELD_ATTRIBUTE)})) return;
    form.setAttribute(${JSON.stringify(SUBMIT_HELD_ATTRIBUTE)}, '');
    form.setAttribute('aria-busy', 'true');
    setTimeout(function () {
      if (!form.isConnected) return;
      form.removeAttribute(${JSON.stringify(SUBMIT_HELD_ATTRIBUTE)});
      form.submit();
    }, ${HELD_SUBMIT_FALLBACK_MS});
  }, true);
})();
`;
}
