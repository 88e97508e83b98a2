import { readFile, rename, writeFile } from 'node:fs/promises';

/**
 * A fake's whole state in one JSON file (mode 0600): read once, or `fresh()` written on first use; `save`
 * writes it whole through a temporary file and a rename, one save at a time, so the file always holds a
 * whole state.
 */
export async function openJsonStateFile<S>(path: string, fresh: () => S) {
  let state: S;
  try {
    state = JSON.parse(await readFile(path, 'utf8')) as S;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    state = fresh();
    await writeFile(path, JSON.stringify(state, null, 2), { mode: 0o600 });
  }
  let writes = Promise.resolve();
  return {
    state,
    save(): Promise<void> {
      writes = writes.then(async () => {
        const temporary = `${path}.tmp`;
        await writeFile(temporary, JSON.stringify(state, null, 2), { mode: 0o600 });
        await rename(temporary, path);
      });
      return writes;
    },
  };
}
