import { chmod, readFile, rename, writeFile } from 'node:fs/promises';
import type { SecretStore } from '../../ports/secrets';

/**
 * Local stand-in for Secrets Manager: one JSON file readable only by its owner (mode 0600). Writes go
 * through a temporary file and a rename, so a crash never leaves half a file.
 */
export function createFileSecretStore(path: string): SecretStore & { remove(name: string): Promise<void> } {
  const readAll = async (): Promise<Record<string, string>> => {
    try {
      return JSON.parse(await readFile(path, 'utf8')) as Record<string, string>;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
  };
  let writes = Promise.resolve();
  // Serialised so two saves at once cannot lose each other's change.
  const update = (change: (secrets: Record<string, string>) => void) => {
    writes = writes.then(async () => {
      const secrets = await readAll();
      change(secrets);
      const temporary = `${path}.tmp`;
      await writeFile(temporary, JSON.stringify(secrets, null, 2), { mode: 0o600 });
      await chmod(temporary, 0o600);
      await rename(temporary, path);
    });
    return writes;
  };

  return {
    async get(name) {
      return (await readAll())[name];
    },
    put: (name, value) =>
      update((secrets) => {
        secrets[name] = value;
      }),
    /** Local only (the end-to-end tests' fresh start): forgets a saved secret. */
    remove: (name) =>
      update((secrets) => {
        delete secrets[name];
      }),
  };
}
