// CloudFront Function (JavaScript runtime 2.0), viewer request of the default (SPA) behaviour.
// A client-side route (a path whose last segment has no file extension, e.g. /keywords or /detail/42)
// is answered with the SPA's index.html; files such as /assets/index-abc123.js pass through unchanged.
// /login has its own page: the login screen rendered at build time (web/prerender-login.ts).
// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls the function named handler.
function handler(event) {
  const request = event.request;
  const lastSegment = request.uri.slice(request.uri.lastIndexOf('/') + 1);
  if (request.uri === '/login' || request.uri === '/login/') request.uri = '/login.html';
  else if (!lastSegment.includes('.')) request.uri = '/index.html';
  return request;
}
