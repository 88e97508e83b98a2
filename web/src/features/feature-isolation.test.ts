import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FEATURES = fileURLToPath(new URL('.', import.meta.url));
/** `from './x'`, `import './x'` and `import('./x')`: every relative module a file names. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The files of every feature (each feature is a folder of its own). */
const featureSources = () =>
  readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => sourcesUnder(join(FEATURES, entry.name)));

/** The feature a path under `features/` belongs to, or undefined outside the features. */
const featureOf = (path: string) => {
  const inside = relative(FEATURES, path);
  return inside.startsWith('..') ? undefined : inside.split(sep)[0];
};

describe('web features', () => {
  it('never import another feature: what two share lives in the shared layers (api, components, lib)', () => {
    const crossings = featureSources().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)]
        .map((match) => resolve(dirname(file), match[1] ?? ''))
        .filter((target) => {
          const owner = featureOf(target);
          return owner !== undefined && owner !== featureOf(file);
        })
        .map((target) => `${relative(FEATURES, file)} -> ${relative(FEATURES, target)}`),
    );
    expect(crossings).toEqual([]);
  });
});
