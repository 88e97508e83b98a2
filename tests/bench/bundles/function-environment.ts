import type { BundledFunction } from './synthesize';

/**
 * A function's variables as Lambda would set them: CloudFormation's references replaced by stand-ins, so
 * the handler's configuration check passes, then `overrides` (the local table and its endpoint).
 */
export function environmentOf(
  fn: BundledFunction,
  overrides: Record<string, string> = {},
): Record<string, string> {
  const placeholders = Object.fromEntries(
    Object.entries(fn.environment).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : `arn:aws:bench:us-east-1:123456789012:${name.toLowerCase()}`,
    ]),
  );
  return {
    ...placeholders,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    ...overrides,
  };
}
