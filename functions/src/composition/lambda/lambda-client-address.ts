import type { Context } from 'hono';
import type { LambdaEvent } from 'hono/aws-lambda';

/**
 * The viewer's address: CloudFront's `cloudfront-viewer-address` ("ip:port") when present, which a client
 * cannot forge through CloudFront, else the address that called the function URL.
 */
export function lambdaClientAddress(c: Context<{ Bindings: { event: LambdaEvent } }>): string {
  const viewer = c.req.header('cloudfront-viewer-address');
  if (viewer) return viewer.slice(0, viewer.lastIndexOf(':'));
  const event = c.env.event as {
    requestContext?: { http?: { sourceIp?: string }; identity?: { sourceIp?: string } };
  };
  return event.requestContext?.http?.sourceIp ?? event.requestContext?.identity?.sourceIp ?? 'unknown';
}
