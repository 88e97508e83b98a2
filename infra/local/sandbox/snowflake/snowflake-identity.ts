import { generateKeyPairSync } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The sandbox warehouse's account and the context its revenue query runs in. */
export const SANDBOX_SNOWFLAKE = {
  account: 'KWSANDBOX-REVENUE',
  user: 'KEYWRIGHT_REPORTER',
  warehouse: 'REPORTING_WH',
  database: 'MARKETING',
  schema: 'REVENUE',
  role: 'REVENUE_READER',
  table: 'DAILY_CHANNEL_REVENUE',
} as const;

const revenueQuery = (columns: string) =>
  [
    `SELECT ${columns}`,
    `FROM ${SANDBOX_SNOWFLAKE.database}.${SANDBOX_SNOWFLAKE.schema}.${SANDBOX_SNOWFLAKE.table}`,
    'WHERE day BETWEEN TO_DATE(?) AND TO_DATE(?)',
    'ORDER BY day, channel',
  ].join('\n');

/**
 * The revenue query as saved before the final flag existed: the sandbox still runs it, so settings saved
 * then keep working. The dates are bound (`?`) as TEXT, since and until.
 */
export const SANDBOX_REVENUE_QUERY = revenueQuery('day, channel, revenue, conversions, page_views, sessions');
/** The table's column saying the partner has settled a row's revenue. */
export const SANDBOX_FINAL_COLUMN = 'is_final';
/** The revenue query `use-sandbox` saves: the figures and the final flag. */
export const SANDBOX_SETTLED_QUERY = revenueQuery(
  `day, channel, revenue, conversions, page_views, sessions, ${SANDBOX_FINAL_COLUMN}`,
);

export interface SnowflakeKeys {
  privateKeyPem: string;
  publicKeyPem: string;
}

const FILE = 'snowflake-keys.json';

/**
 * The key pair of the sandbox's user, made once and kept in the data folder: credentials saved by
 * `use-sandbox` hold the private key, so it must outlive a restart.
 */
export async function loadSandboxKeys(dataDir: string): Promise<SnowflakeKeys> {
  const path = join(dataDir, FILE);
  try {
    const saved = JSON.parse(await readFile(path, 'utf8')) as SnowflakeKeys;
    if (saved.privateKeyPem && saved.publicKeyPem) return saved;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keys = {
    privateKeyPem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(`${path}.tmp`, JSON.stringify(keys, null, 2));
  await rename(`${path}.tmp`, path);
  return keys;
}
