import { logger } from '../../lib/logger';
import type { GraphParams } from './graph-params';
import type { MetaGraphClient } from './meta-graph-client';
import { MetaGraphError } from './meta-graph-error';

export interface CreateOnceRequest {
  /** The creating edge, e.g. `act_123/campaigns`. */
  edge: string;
  /** Sent as `name` and used to find the object again. */
  name: string;
  params?: GraphParams;
  /** Where to look the object up by name (default: `edge`), e.g. `act_123/adsets` for `{campaign}/adsets`. */
  findEdge?: string;
  /** Look before the first send too: for a step resumed after a crash that may have created it already. */
  lookFirst?: boolean;
}

export interface CreateOnceResult {
  id: string;
  /** False when the object was found by its name instead of created by an answered call. */
  created: boolean;
}

const MAX_SENDS = 3;

/**
 * Creates an object on an edge without ever repeating the create blindly: Graph has no idempotency key,
 * so after an answer that may have been lost (a timeout, a gateway error) the parent's edge is read by
 * name first, and the object found there is returned instead of a second one being made.
 */
export async function createOnce<T extends { id: string } = { id: string }>(
  client: MetaGraphClient,
  request: CreateOnceRequest,
): Promise<CreateOnceResult> {
  const find = () => findByName(client, request.findEdge ?? request.edge, request.name);
  if (request.lookFirst) {
    const id = await find();
    if (id) return { id, created: false };
  }
  for (let send = 1; ; send += 1) {
    try {
      const answer = await client.post<T>(request.edge, { ...request.params, name: request.name });
      return { id: answer.id, created: true };
    } catch (error) {
      if (!(error instanceof MetaGraphError) || !error.outcomeUnknown || send >= MAX_SENDS) throw error;
      const id = await find();
      logger.warn('A Meta create lost its answer; looked it up by name', {
        edge: request.edge,
        found: Boolean(id),
        send,
      });
      if (id) return { id, created: false };
    }
  }
}

/** The id of the object named `name` on `edge`, filtered by Meta and checked here (filters match loosely). */
export async function findByName(
  client: MetaGraphClient,
  edge: string,
  name: string,
): Promise<string | undefined> {
  const rows = client.paginate<{ id: string; name?: string }>(edge, {
    fields: 'id,name',
    filtering: [{ field: 'name', operator: 'EQUAL', value: name }],
    limit: 100,
  });
  for await (const row of rows) if (row.name === name) return row.id;
  return undefined;
}
