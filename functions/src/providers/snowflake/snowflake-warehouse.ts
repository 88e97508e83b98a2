import type { WarehouseClient } from '../../ports/warehouse';
import { createSnowflakeClient } from './snowflake-client';
import { parsePrivateKey } from './snowflake-jwt';
import { checkSnowflakeUrl, defaultSnowflakeBaseUrl } from './snowflake-url';

/**
 * The revenue warehouse port over Snowflake's SQL API: the account's own address, the address and key
 * checks the client applies itself, and statements run by the client (its failures are `SnowflakeError`s,
 * which carry the port's failure mark).
 */
export function createSnowflakeWarehouse(): WarehouseClient {
  const client = createSnowflakeClient();
  return {
    defaultBaseUrl: defaultSnowflakeBaseUrl,
    checkBaseUrl(baseUrl) {
      checkSnowflakeUrl(baseUrl);
    },
    checkPrivateKey(privateKeyPem) {
      parsePrivateKey(privateKeyPem);
    },
    execute: (connection, statement, textBindings) =>
      client.execute(
        connection,
        statement,
        textBindings.map((value) => ({ type: 'TEXT', value })),
      ),
  };
}
