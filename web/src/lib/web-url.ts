const WEB_URL = /^https?:\/\//i;

/**
 * Whether a stored URL may become a link: an absolute http(s) address, nothing else. Stored URLs come from
 * remote systems, models and operators (a published post's address, a campaign's link); a `javascript:` or
 * `data:` one made a link would run in the dashboard's origin when clicked. Every `href` fed by stored data
 * passes this check; a URL that fails it is shown as text.
 */
export function isWebUrl(url: string | null | undefined): url is string {
  if (!url || !WEB_URL.test(url)) return false;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}
