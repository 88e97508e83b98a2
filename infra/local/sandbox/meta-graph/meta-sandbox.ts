import type { MetaSandboxEndpoints } from '../../../../functions/src/domain/settings/credentials-reader';
import type { Handler, RunningServer } from '../http-kit';
import type { KnobBoard } from '../knobs';
import { createMetaGraphHandler } from './graph-server';
import { type MetaStore, openMetaStore, type StatusChange } from './meta-store';

export interface MetaGraphStartOptions {
  board: KnobBoard;
  dataDir: string;
  host: string;
  port?: number;
  /** The app's clock: "today" of the insights, creation times and status histories. */
  now: () => number;
  /** Serves a handler on the first free port of those given (the sandbox's `listen`). */
  listen(handler: Handler, ...ports: (number | undefined)[]): Promise<RunningServer>;
}

/** What tests may change in the Graph sandbox besides the knobs. */
export function metaControls(store: MetaStore) {
  return {
    /** 1 ACTIVE, 2 DISABLED, 3 UNSETTLED, 9 IN_GRACE_PERIOD... as `/act_{id}` reports it. */
    async setAccountStatus(status: number) {
      store.state.identity.adAccount.account_status = status;
      await store.save();
    },
    /**
     * The ad account's `timezone_name` (IANA), e.g. `Asia/Singapore`: its insights' days follow it, as Meta's
     * do (docs/upstream/meta-marketing-api.md).
     */
    async setTimeZone(timeZone: string) {
      store.state.identity.adAccount.timezone_name = timeZone;
      await store.save();
    },
    /**
     * Rewrites an object's status history (ISO times), e.g. to make a campaign have run on past days;
     * its status becomes the last entry's.
     */
    async setStatusHistory(objectId: string, history: StatusChange[]) {
      const object = store.state.objects[objectId];
      if (!object) throw new Error(`No sandbox object ${objectId}`);
      const last = history.at(-1);
      if (!last) throw new Error('A status history needs at least one entry');
      object.history = structuredClone(history);
      object.fields.status = last.status;
      await store.save();
    },
    /** How many objects of a type exist (deleted ones included), for tests of duplicate creates. */
    count(type: 'campaign' | 'adset' | 'ad' | 'adcreative', where: (name: string) => boolean = () => true) {
      return Object.values(store.state.objects).filter(
        (object) => object.type === type && where(String(object.fields.name ?? '')),
      ).length;
    },
  };
}

/** Starts the Graph sandbox, on the port it had last time when free (image URLs and paging links name it). */
export async function startMetaGraph(options: MetaGraphStartOptions) {
  const store = await openMetaStore(options.dataDir);
  let baseUrl = '';
  const server = await options.listen(
    createMetaGraphHandler(options.board, store, () => baseUrl, options.now),
    options.port,
    store.state.port,
  );
  baseUrl = `http://${options.host}:${server.port}`;
  if (store.state.port !== server.port) {
    store.state.port = server.port;
    await store.save();
  }
  const { identity } = store.state;
  const endpoints: MetaSandboxEndpoints = {
    baseUrl,
    accessToken: identity.accessToken,
    appId: identity.appId,
    appSecret: identity.appSecret,
    adAccount: { id: identity.adAccount.id, name: identity.adAccount.name },
    page: { ...identity.page },
    pixel: { ...identity.pixel },
  };
  return { server, endpoints, controls: metaControls(store), save: () => store.save() };
}
