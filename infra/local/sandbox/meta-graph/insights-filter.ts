import { jsonParam } from './graph-request';

/** `filtering=[{field: "campaign.id" (or "ad.id"), operator: "IN"|"EQUAL", value}]`. */
export function idFilter(params: Record<string, string>, field: string): string[] | undefined {
  const rules =
    jsonParam<{ field?: string; operator?: string; value?: unknown }[]>(params, 'filtering') ?? [];
  const rule = rules.find((candidate) => candidate.field === field);
  if (!rule) return undefined;
  return Array.isArray(rule.value) ? rule.value.map(String) : [String(rule.value)];
}
