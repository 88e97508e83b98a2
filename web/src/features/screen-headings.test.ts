import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FEATURES = fileURLToPath(new URL('.', import.meta.url));

const screenSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return screenSources(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });

describe('screen headings', () => {
  it('all come from PageHeader (the sign-in card, outside the shell, has its own)', () => {
    const handBuilt = screenSources(FEATURES)
      .map((path) => relative(FEATURES, path))
      .filter((file) => file !== join('auth', 'login-screen.tsx'))
      .filter((file) => readFileSync(join(FEATURES, file), 'utf8').includes('component="h1"'));
    expect(handBuilt).toEqual([]);
  });
});
