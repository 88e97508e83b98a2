import { InputAdornment, Stack } from '@mui/material';
import type { AccountGuardrails } from '#shared/schemas/meta-rule-guardrails';
import { Form } from '../../../components/form/form';
import { FormActions } from '../../../components/form/form-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveGuardrails } from '../api/save-guardrails';
import {
  type GuardrailFormValues,
  guardrailFormSchema,
  toGuardrailFormValues,
} from '../guardrail-form-schema';

const dollars = <InputAdornment position="start">$</InputAdornment>;

/**
 * An admin's form of one account's three caps. Text inputs, not number ones: a browser empties a number
 * input it cannot read ("12,50"), which would save as no cap; as text it reaches the check and its message.
 */
export function GuardrailForm({ account }: { account: AccountGuardrails }) {
  const save = useSaveGuardrails();
  const field = (name: keyof GuardrailFormValues, label: string, helperText: string, money: boolean) => (
    <FormTextField<GuardrailFormValues>
      name={name}
      label={label}
      helperText={helperText}
      placeholder="No cap"
      autoComplete="off"
      inputProps={{ inputMode: money ? 'decimal' : 'numeric' }}
      startAdornment={money ? dollars : undefined}
      disabled={save.isPending}
    />
  );
  return (
    <Form
      schema={guardrailFormSchema}
      defaultValues={toGuardrailFormValues(account)}
      onSubmit={(guardrails) => save.mutate({ accountId: account.accountId, guardrails })}
      aria-label={`Guardrails of ${account.name}`}
    >
      {() => (
        <Stack spacing={2}>
          {field(
            'maxDailyIncreaseUsd',
            'Most added to daily budgets per day (USD)',
            'Budget raises plus the copies’ budgets. Empty: no cap',
            true,
          )}
          {field(
            'maxCampaignBudgetUsd',
            'Highest daily budget per campaign (USD)',
            'A rule never sets more on one campaign. Empty: no cap',
            true,
          )}
          {field('maxCopiesPerDay', 'Most copies per day', 'Empty: no cap', false)}
          <FormActions label="Save guardrails" pending={save.isPending} />
        </Stack>
      )}
    </Form>
  );
}
