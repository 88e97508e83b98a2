import * as z from 'zod';
import { DEFAULT_FINAL_AFTER_HOURS } from '#shared/meta/revenue-final-after';
import type { RevenueSourceCredentials } from '#shared/schemas/revenue-source';
import type { SecretStore } from '../../../ports/secrets';
import { readJsonSecret } from '../../settings/credentials-store';
import { SECRET_NAMES } from '../../settings/secret-names';

/** The revenue warehouse's settings, as one JSON document in the secret store (the private key inside). */
export interface WarehouseCredentialsStore {
  read(): Promise<RevenueSourceCredentials | undefined>;
  save(credentials: RevenueSourceCredentials): Promise<void>;
}

const text = z.string().default('');
const storedSchema = z.object({
  account: z.string().min(1),
  user: z.string().min(1),
  privateKey: z.string().min(1),
  warehouse: text,
  database: text,
  schema: text,
  role: text,
  query: z.string().min(1),
  baseUrl: text,
  // Settings saved before settlement was configurable: no flag column, the default age.
  finalColumn: text,
  finalAfterHours: z.number().default(DEFAULT_FINAL_AFTER_HOURS),
  sandbox: z.boolean().default(false),
});

export function createWarehouseCredentialsStore(secrets: SecretStore): WarehouseCredentialsStore {
  return {
    read: () => readJsonSecret(secrets, SECRET_NAMES.warehouseCredentials, storedSchema),
    save: (credentials) => secrets.put(SECRET_NAMES.warehouseCredentials, JSON.stringify(credentials)),
  };
}
