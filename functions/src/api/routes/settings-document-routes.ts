import type { ZodType } from 'zod';
import type { Permission } from '#shared/access/roles';
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
 * The GET (`read`) and PUT (`save`) of a settings document kept whole at `path`: both need `permission`;
 * the GET answers `stored`, the PUT takes `input` (`stored` itself unless the answer masks a secret the
 * input carries) and answers what it saved. The operations are `get<name>` and `save<name>`. Credentials
 * are saved with POST (`saveMethod`), as their routes have always been.
 */
export function settingsDocumentRoutes<
  Stored extends ZodType,
  Input extends ZodType = Stored,
  SaveMethod extends 'put' | 'post' = 'put',
>(spec: {
  permission: Permission;
  saveMethod?: SaveMethod;
  path: string;
  name: string;
  tags: string[];
  stored: Stored;
  input?: Input;
  read: Side;
  save: Side & { refusals: Refusals };
}) {
  const { permission, stored } = spec;
  const input = (spec.input ?? stored) as Input;
  const operation = (operationId: string, { summary, description }: Side) => ({
    path: spec.path,
    operationId,
    tags: spec.tags,
    summary,
    ...(description ? { description } : {}),
  });
  return {
    read: protectedRoute(permission, {
      method: 'get',
      ...operation(`get${spec.name}`, spec.read),
      responses: { 200: jsonContent(stored, spec.read.answer) },
    }),
    save: protectedRoute(permission, {
      method: spec.saveMethod ?? ('put' as SaveMethod),
      ...operation(`save${spec.name}`, spec.save),
      request: jsonBody(input),
      responses: { 200: jsonContent(stored, spec.save.answer), ...refusalResponses(spec.save.refusals) },
    }),
  };
}
