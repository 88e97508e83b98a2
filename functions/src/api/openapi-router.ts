import { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import type { AppEnv } from './app-env';

/** "field: message" per issue, so a 400 says exactly what to fix. */
export function describeIssues(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** A router for one resource; every validation failure becomes the same 400 `{ message }` body. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json({ message: describeIssues(result.error) }, 400);
    },
  });
}
