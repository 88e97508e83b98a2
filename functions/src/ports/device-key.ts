/**
 * The server's key for signing device cookies (`domain/auth/trusted-devices.ts`): made once, the same for
 * every Lambda container and every start of the local server, never shown to anyone.
 */
export interface DeviceKeyStore {
  key(): Promise<Uint8Array>;
}
