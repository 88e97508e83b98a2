import { presetRange } from '#shared/insights/insights-formulas';
import { DEFAULT_FINAL_AFTER_HOURS } from '#shared/meta/revenue-final-after';
import type {
  MaskedRevenueSource,
  RevenueSourceCredentials,
  RevenueSourceForm,
  RevenueSourceTest,
} from '#shared/schemas/revenue-source';
import type { Clock } from '../../../ports/clock';
import type { RevenueRows } from '../../../ports/revenue-rows';
import { isWarehouseFailure, type WarehouseClient } from '../../../ports/warehouse';
import { unprocessable } from '../../domain-error';
import type { SnowflakeSandboxEndpoints } from '../../settings/credentials-reader';
import { maskSecret, originOf, resolveSubmitted } from '../../settings/masking';
import { warehouseUrlOf } from './revenue-source';
import type { WarehouseCredentialsStore } from './warehouse-credentials-store';

/** The Revenue source card: what it shows (the private key masked), saving it, and its Test button. */
export interface RevenueSourceService {
  masked(): Promise<MaskedRevenueSource>;
  /**
   * Throws `StaleMaskError` for a stale masked key, `SecretMovedError` for the key's mask sent for another
   * account, user or address, a warehouse failure (`config`) for a key that cannot sign or an address
   * refused.
   */
  save(input: RevenueSourceForm): Promise<MaskedRevenueSource>;
  /**
   * Runs the saved query for yesterday (US Eastern) and counts its rows. Saved settings that cannot work
   * (a `config` warehouse failure) are unprocessable here, not invalid: the test sends nothing to correct.
   */
  test(): Promise<RevenueSourceTest>;
  /** Local only: saves the Snowflake sandbox's settings, marked as such. Undefined when no sandbox runs. */
  useSandbox?: () => Promise<MaskedRevenueSource>;
}

function savedSettingsRefused(error: unknown): never {
  if (isWarehouseFailure(error) && error.kind === 'config') throw unprocessable(error.message, error);
  throw error;
}

const EMPTY: RevenueSourceForm = {
  account: '',
  user: '',
  privateKey: '',
  warehouse: '',
  database: '',
  schema: '',
  role: '',
  query: '',
  baseUrl: '',
  finalColumn: '',
  finalAfterHours: DEFAULT_FINAL_AFTER_HOURS,
};

/**
 * Whom the private key signs in as and where its JWT is sent as Bearer: the account and user (in upper
 * case, as the JWT names them) and the origin of the address.
 */
const keyBinding = (form: RevenueSourceForm, client: WarehouseClient) =>
  [
    form.account.trim().toUpperCase(),
    form.user.trim().toUpperCase(),
    originOf(warehouseUrlOf(form, client)),
  ].join('\n');

export function createRevenueSourceService(deps: {
  store: WarehouseCredentialsStore;
  source: RevenueRows;
  /** The warehouse's own checks of an address and a key, run before either is saved. */
  client: WarehouseClient;
  clock: Clock;
  sandbox?: SnowflakeSandboxEndpoints;
}): RevenueSourceService {
  const { store, sandbox, client } = deps;

  const mask = (saved: RevenueSourceCredentials | undefined): MaskedRevenueSource => ({
    ...EMPTY,
    ...saved,
    privateKey: maskSecret(saved?.privateKey),
    configured: saved !== undefined,
    sandbox: saved?.sandbox ?? false,
  });

  const saveAndMask = async (credentials: RevenueSourceCredentials) => {
    await store.save(credentials);
    return mask(credentials);
  };

  return {
    masked: async () => mask(await store.read()),

    async save(input) {
      client.checkBaseUrl(warehouseUrlOf(input, client));
      const saved = await store.read();
      const privateKey = resolveSubmitted('privateKey', input.privateKey, saved?.privateKey, {
        saved: saved && keyBinding(saved, client),
        submitted: keyBinding(input, client),
        message: 'Enter the private key again for the new account, user or base URL',
      });
      client.checkPrivateKey(privateKey);
      // The sandbox marker survives only while the sandbox's own key is kept.
      const stillSandbox = saved?.sandbox === true && privateKey === saved.privateKey;
      return saveAndMask({ ...input, privateKey, sandbox: stillSandbox });
    },

    async test() {
      const { since: day } = presetRange('yesterday', deps.clock.now());
      const rows = await deps.source.rows(day, day).catch(savedSettingsRefused);
      return { rowCount: rows.length, day };
    },

    ...(sandbox && {
      useSandbox: () =>
        saveAndMask({
          account: sandbox.account,
          user: sandbox.user,
          // Trimmed as the form trims it, so the masked key the form sends back matches the saved one.
          privateKey: sandbox.privateKeyPem.trim(),
          warehouse: sandbox.warehouse,
          database: sandbox.database,
          schema: sandbox.schema,
          role: sandbox.role,
          query: sandbox.query,
          baseUrl: '',
          finalColumn: sandbox.finalColumn,
          finalAfterHours: DEFAULT_FINAL_AFTER_HOURS,
          sandbox: true,
        }),
    }),
  };
}
