import { vi } from 'vitest';

/** An EMF document as Powertools Metrics writes it: the `_aws` metadata, dimensions and values at the top. */
export type EmfLine = Record<string, unknown> & {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
};

/**
 * The EMF lines written to stdout from now on (Powertools Metrics writes them there), other output
 * dropped. Undone by `vi.restoreAllMocks()`.
 */
export function captureEmf(): EmfLine[] {
  const lines: EmfLine[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    for (const text of String(chunk).split('\n')) {
      if (text.includes('"_aws"')) lines.push(JSON.parse(text) as EmfLine);
    }
    return true;
  });
  return lines;
}

/** The lines that carry a data point of `name`. */
export const emfNamed = (lines: EmfLine[], name: string) => lines.filter((line) => name in line);
