/**
 * Named secrets (credentials of upstream services, the initial admin password). Secrets Manager on AWS;
 * locally a 0600 file, since no faithful emulator exists.
 */
export interface SecretStore {
  get(name: string): Promise<string | undefined>;
  put(name: string, value: string): Promise<void>;
}
