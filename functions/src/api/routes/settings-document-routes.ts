import type { ZodType } from 'zod';
import type { Permission } from '#shared/roles';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

/** One side of a settings document's routes, as the OpenAPI document describes it. */
interface Side {
  summary: string;
  description?: string;
  /** The 200 answer's description. */
  answer: string;
}

/** Why a save may be refused, per status code. */
type Refusals = Partial<Record<400 | 409, string>>;

const refusalResponses = (refusals: Refusals) =>
  Object.fromEntries(Object.entries(refusals).map(([code, why]) => [code, errorResponse(why)])) as Record<
    keyof Refusals,
    ReturnType<typeof errorResponse>
  >;

/**
 * The GET and PUT of a settings document kept whole at `path`: both need `permission`, the GET answers
 * `stored` and the PUT takes `input` (`stored` itself unless the answer masks a secret the input carries)
 * and answers what it saved. The operations are `get<name>` and `save<name>`.
 */
export function settingsDocumentRoutes<Stored extends ZodType, Input extends ZodType = Stored>(spec: {
  permission: Permission;
  path: string;
  name: string;
  tags: string[];
  stored: Stored;
  input?: Input;
  read: Side;
  save: Side & { refusals: Refusals };
}) {
  const { permission, path, tags, stored } = spec;
  const input = (spec.input ?? stored) as Input;
  return {
    get: protectedRoute(permission, {
      method: 'get',
      path,
      operationId: `get${spec.name}`,
      tags,
      summary: spec.read.summary,
      ...(spec.read.description ? { description: spec.read.description } : {}),
      responses: { 200: jsonContent(stored, spec.read.answer) },
    }),
    put: protectedRoute(permission, {
      method: 'put',
      path,
      operationId: `save${spec.name}`,
      tags,
      summary: spec.save.summary,
      ...(spec.save.description ? { description: spec.save.description } : {}),
      request: jsonBody(input),
      responses: { 200: jsonContent(stored, spec.save.answer), ...refusalResponses(spec.save.refusals) },
    }),
  };
}
