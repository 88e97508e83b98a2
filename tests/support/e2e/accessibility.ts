import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// axe-core's own types, taken from what AxeBuilder answers: axe-core comes with @axe-core/playwright.
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
type NodeResult = Result['nodes'][number];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** axe's check data for colour contrast carries the measured ratio and colours; say them in the failure. */
function contrastNote(node: NodeResult) {
  const data = node.any.find((check) => check.id === 'color-contrast')?.data as
    | { contrastRatio?: number; expectedContrastRatio?: string; fgColor?: string; bgColor?: string }
    | undefined;
  if (!data?.contrastRatio) return '';
  return ` (${data.contrastRatio}:1, needs ${data.expectedContrastRatio}; ${data.fgColor} on ${data.bgColor})`;
}

function describeViolation(violation: Result) {
  const nodes = violation.nodes.map((node) => `    - ${node.target.join(' ')}${contrastNote(node)}`);
  return [`  ${violation.id} [${violation.impact}]: ${violation.help}`, ...nodes].join('\n');
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

/**
 * Runs axe (WCAG 2.x A and AA plus best practices) on what the page shows now and fails on any serious or
 * critical violation, listing each rule, its targets and, for contrast, the measured ratio.
 */
export async function expectNoSeriousViolations(page: Page, name: string) {
  let blocking = await seriousViolations(page);
  // axe-core's `generateSelector` names a node `:root` when no selector for it matches the document any more:
  // it left the document during the scan (a popup closing, a layout swapped at a breakpoint), so it is no
  // longer on screen. Scan the settled page once more; the document element itself is reported again.
  if (blocking.some((violation) => violation.nodes.some((node) => node.target.join(' ') === ':root'))) {
    blocking = await seriousViolations(page);
  }
  // Soft, so one run lists every screen's findings rather than stopping at the first.
  expect.soft(blocking.map(describeViolation).join('\n'), `${name}: serious or critical violations`).toBe('');
}
