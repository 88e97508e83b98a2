import { Box, Stack } from '@mui/material';
import type { AiBudgetSettings } from '#shared/schemas/ai-budget';
import { twoColumns } from '../../../../components/form/dialog-section';
import { Form } from '../../../../components/form/form';
import { FormActions } from '../../../../components/form/form-actions';
import { useSaveAiBudget } from '../../api/ai-budget';
import { aiBudgetFormSchema, toAiBudgetFormValues } from './ai-budget-form-schema';
import { LimitField } from './limit-field';
import { SiteLimitsTable } from './site-limits-table';

interface AiBudgetFormProps {
  saved: AiBudgetSettings;
  /** Every site, for the per-site limits. */
  sites: readonly { id: string; name: string }[];
}

/** The account's daily and monthly limits and each site's own, saved together. */
export function AiBudgetForm({ saved, sites }: AiBudgetFormProps) {
  const save = useSaveAiBudget();
  const defaults = toAiBudgetFormValues(saved, sites);
  return (
    <Form
      schema={aiBudgetFormSchema}
      defaultValues={defaults}
      onSubmit={(input) => save.mutate(input)}
      aria-label="AI budget"
    >
      {() => (
        <Stack spacing={3}>
          <Box sx={twoColumns}>
            <LimitField
              name="dailyLimitUsd"
              label="Daily limit (USD)"
              helperText="Empty: no daily limit"
              disabled={save.isPending}
            />
            <LimitField
              name="monthlyLimitUsd"
              label="Monthly limit (USD)"
              helperText="Empty: no monthly limit"
              disabled={save.isPending}
            />
          </Box>
          <SiteLimitsTable rows={defaults.sites} disabled={save.isPending} />
          <FormActions label="Save AI Budget" pending={save.isPending} />
        </Stack>
      )}
    </Form>
  );
}
