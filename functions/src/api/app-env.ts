import type { AuthUser } from '#shared/schemas/auth';

/** Per-request values set by the middleware: the signed-in user and the session id from the cookie. */
export interface AppEnv {
  Variables: {
    user?: AuthUser;
    sessionId?: string;
    /** The pattern of the route that answered, when a route group's own app did (decision 062). */
    route?: string;
  };
}
