import { describe, expect, it } from 'vitest';
import { isCheckedSource, lineCount, MAX_LINES, overLongFiles } from './file-length';

const linesOf = (count: number) => 'x\n'.repeat(count);

describe('source-file length check', () => {
  it('passes a file of exactly the limit and names one a line over, with its count', () => {
    expect(
      overLongFiles([
        { path: 'functions/src/at-limit.ts', text: linesOf(MAX_LINES) },
        { path: 'web/src/over.tsx', text: linesOf(MAX_LINES + 1) },
      ]),
    ).toEqual([`web/src/over.tsx: ${MAX_LINES + 1} lines`]);
  });

  it('counts a last line without its newline', () => {
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('')).toBe(0);
  });

  it('leaves out tests, test support, generated files and files that are not source', () => {
    expect(isCheckedSource('web/src/features/keywords/list.test.tsx')).toBe(false);
    expect(isCheckedSource('tests/support/test-stack.ts')).toBe(false);
    expect(isCheckedSource('web/src/routeTree.gen.ts')).toBe(false);
    expect(isCheckedSource('docs/contract.md')).toBe(false);
    expect(isCheckedSource('shared/schemas/keywords.ts')).toBe(true);
    expect(isCheckedSource('infra/cdk/edge/viewer-request.js')).toBe(true);
  });
});
