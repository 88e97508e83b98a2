import { Box } from '@mui/material';
import {
  RULE_DUPLICATE_START_STATUSES,
  RULE_MAX_BUDGET_FACTOR,
  RULE_MAX_COPIES,
  RULE_MIN_BUDGET_FACTOR,
} from '#shared/schemas/meta-rule-duplicate';
import { twoColumns } from '../../../components/form/dialog-section';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { RuleFormValues } from '../rule-form-schema';

const SOURCE_OPTIONS = [
  { value: 'campaign', label: 'The whole campaign' },
  { value: 'best_adset', label: "Its best ad set by the first condition's metric" },
];
const START_OPTIONS = RULE_DUPLICATE_START_STATUSES.map((value) => ({
  value,
  label: value === 'PAUSED' ? 'Paused (start it by hand)' : 'Active',
}));

/** A duplicate's choices: what it copies, the copy's budget factor and start status, the copies limit. */
export function DuplicateFields({ disabled }: { disabled: boolean }) {
  return (
    <Box sx={twoColumns}>
      <FormSelectField<RuleFormValues>
        name="copySource"
        label="Copy"
        options={SOURCE_OPTIONS}
        disabled={disabled}
      />
      <FormSelectField<RuleFormValues>
        name="startStatus"
        label="The copy starts"
        options={START_OPTIONS}
        disabled={disabled}
      />
      <FormTextField<RuleFormValues>
        name="budgetFactor"
        label="Budget factor"
        type="number"
        helperText="The copy's daily budget is the source's times this"
        inputProps={{
          min: RULE_MIN_BUDGET_FACTOR,
          max: RULE_MAX_BUDGET_FACTOR,
          step: 0.1,
          inputMode: 'decimal',
        }}
        disabled={disabled}
      />
      <FormTextField<RuleFormValues>
        name="maxCopies"
        label="Copies per campaign"
        type="number"
        helperText="In total, over every run of the rule"
        inputProps={{ min: 1, max: RULE_MAX_COPIES, step: 1, inputMode: 'numeric' }}
        disabled={disabled}
      />
    </Box>
  );
}
