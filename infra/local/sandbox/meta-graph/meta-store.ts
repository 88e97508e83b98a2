import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { openJsonStateFile } from '../json-state-file';

export type MetaObjectType = 'campaign' | 'adset' | 'ad' | 'adcreative';

/** A status change, kept so insights know on which days a campaign ran. */
export interface StatusChange {
  /** ISO 8601 UTC. */
  at: string;
  status: string;
}

/** A campaign, ad set, ad or creative: its Graph fields as Graph returns them, plus the sandbox's bookkeeping. */
export interface MetaObject {
  id: string;
  type: MetaObjectType;
  /** The ad account, without `act_`. */
  accountId: string;
  fields: Record<string, unknown>;
  history: StatusChange[];
  /** Budget changes (epoch ms) of the last hour: Meta allows 4 per ad set per hour. */
  budgetChanges?: number[];
}

export interface MetaImage {
  hash: string;
  name: string;
  accountId: string;
  /** File name under `meta-images/`. */
  file: string;
}

export interface MetaIdentity {
  accessToken: string;
  appId: string;
  appSecret: string;
  user: { id: string; name: string; email: string };
  adAccount: { id: string; name: string; account_status: number; currency: string; timezone_name: string };
  page: { id: string; name: string };
  pixel: { id: string; name: string };
}

export interface MetaState {
  version: 1;
  /** The port last served on: reused so stored image URLs and paging links keep working. */
  port?: number;
  nextId: number;
  identity: MetaIdentity;
  objects: Record<string, MetaObject>;
  images: Record<string, MetaImage>;
}

// Graph ids are long decimal strings; ads objects' start near 1.2e17.
const ID_BASE = 120_210_000_000_000_000n;
const digits = (length: number) =>
  Array.from(randomBytes(length), (byte) => String(byte % 10))
    .join('')
    .replace(/^0/, '1');

function freshState(): MetaState {
  return {
    version: 1,
    nextId: 1,
    identity: {
      // Meta's user tokens start with EAA and run to about 200 characters.
      accessToken: `EAA${randomBytes(96).toString('base64url')}`,
      appId: digits(15),
      appSecret: randomBytes(16).toString('hex'),
      user: { id: digits(17), name: 'Sandbox Marketer', email: 'marketer@sandbox.invalid' },
      adAccount: {
        id: digits(15),
        name: 'Keywright Sandbox Ads',
        account_status: 1,
        currency: 'USD',
        timezone_name: 'America/New_York',
      },
      page: { id: digits(15), name: 'Keywright Sandbox Page' },
      pixel: { id: digits(16), name: 'Keywright Sandbox Pixel' },
    },
    objects: {},
    images: {},
  };
}

/**
 * The Graph sandbox's state in `dir/meta-graph.json` (written whole through a temporary file and a rename
 * after every change) and uploaded ad images under `dir/meta-images/`.
 */
export async function openMetaStore(dir: string) {
  const path = join(dir, 'meta-graph.json');
  const imagesDir = join(dir, 'meta-images');
  await mkdir(imagesDir, { recursive: true });
  const file = await openJsonStateFile<MetaState>(path, freshState);
  const { state } = file;

  return {
    state,
    imagesDir,
    /** A new Graph id, unique in this sandbox. */
    newId(): string {
      const id = (ID_BASE + BigInt(state.nextId)).toString();
      state.nextId += 1;
      return id;
    },
    /** Persists the current state; saves are serialised, so the file always holds a whole state. */
    save: file.save,
  };
}

export type MetaStore = Awaited<ReturnType<typeof openMetaStore>>;
