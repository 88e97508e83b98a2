import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOMAIN = __dirname;

/** Every domain source file (tests aside) with the modules it imports. */
function domainImports(): { file: string; from: string }[] {
  return readdirSync(DOMAIN, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      [...readFileSync(join(DOMAIN, file), 'utf8').matchAll(/from '([^']+)'/g)].map((match) => ({
        file: relative(DOMAIN, join(DOMAIN, file)),
        from: match[1] ?? '',
      })),
    );
}

describe('the domain', () => {
  it('reaches storage and Meta through ports: it imports no adapter, Graph client or wiring', () => {
    const wrong = domainImports().filter(({ from }) =>
      /\/(adapters|composition)\/|\/providers\/meta\//.test(from),
    );

    expect(wrong).toEqual([]);
  });
});
