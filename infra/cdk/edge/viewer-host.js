// CloudFront Function (JavaScript runtime 2.0), viewer request of the /api/* behaviour.
// The Lambda origin is called with its own Host, so the viewer's Host travels in x-forwarded-host, which
// the API trusts for its same-origin check. Any x-forwarded-host the viewer sent is overwritten here.
// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls the function named handler.
function handler(event) {
  const request = event.request;
  request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  return request;
}
