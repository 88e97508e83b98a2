import type { RULE_TEMPLATE_DEFINITIONS } from '#shared/meta/rules/meta-rule-templates';
import type { RuleInput, RuleTemplate } from '#shared/schemas/meta-rules';

/** Any one of the templates' definitions. */
export type AnyTemplateDefinition = (typeof RULE_TEMPLATE_DEFINITIONS)[RuleTemplate];

export type TemplateDraft = { rule: RuleInput } | { errors: Record<string, string> };

/**
 * A template's draft from its parameters as typed: numbers for the amounts and days, the window as chosen.
 * An empty or non-numeric amount is named under its field instead of building a rule from NaN.
 */
export function templateDraft(
  definition: AnyTemplateDefinition,
  text: Readonly<Record<string, string>>,
): TemplateDraft {
  const params: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  const fields: readonly { key: string; label: string; kind: string }[] = definition.fields;
  for (const field of fields) {
    const value = (text[field.key] ?? '').trim();
    if (field.kind === 'window') {
      params[field.key] = value;
      continue;
    }
    const number = Number(value);
    if (value === '' || !Number.isFinite(number)) errors[field.key] = `${field.label} must be a number`;
    else if (number < 0) errors[field.key] = `${field.label} must not be negative`;
    else params[field.key] = number;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { rule: definition.build(params as never) };
}
