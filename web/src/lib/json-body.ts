/**
 * Headers and body of a JSON request. CloudFront signs requests to the API's Lambda function URL (origin
 * access control), and Lambda then demands the SHA-256 of a POST or PUT body in `x-amz-content-sha256`:
 * only the browser knows the body, so it sends the hash.
 */
export async function jsonBody(body: unknown): Promise<{ headers: Record<string, string>; body: string }> {
  const text = JSON.stringify(body);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hash = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return { headers: { 'Content-Type': 'application/json', 'x-amz-content-sha256': hash }, body: text };
}
