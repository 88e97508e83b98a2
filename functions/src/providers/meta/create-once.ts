import { logger } from '../../lib/logger';
import type { CreateOnceRequest, CreateOnceResult, MetaGraphClient } from '../../ports/meta-graph';
import { MetaGraphError } from './meta-graph-error';

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
