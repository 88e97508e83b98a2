import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { DAY_HOURS, hourText } from '#shared/meta/rules/meta-rule-hours-words';
import { ESTIMATED_REVENUE_LABELS } from '#shared/meta/rules/meta-rule-revenue-data';
import {
  BUDGET_ACTION_TYPES,
  RULE_ACTION_TYPES,
  RULE_ESTIMATED_REVENUE,
  RULE_MAX_COOLDOWN_MINUTES,
} from '#shared/schemas/meta-rules';
import { twoColumns } from '../../../components/form/dialog-section';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormToggleField } from '../../../components/form/form-toggle-field';
import { actionInput, type RuleFormValues } from '../rule-form-schema';
import { RULE_ACTION_LABELS } from '../rule-labels';
import { DuplicateFields } from './duplicate-fields';

const ACTION_OPTIONS = RULE_ACTION_TYPES.map((type) => ({ value: type, label: RULE_ACTION_LABELS[type] }));
const HOUR_OPTIONS = DAY_HOURS.map((hour) => ({ value: String(hour), label: hourText(hour) }));
const ESTIMATED_OPTIONS = RULE_ESTIMATED_REVENUE.map((value) => ({
  value,
  label: ESTIMATED_REVENUE_LABELS[value],
}));

/** The action with its percent or amount, the budget floor and ceiling for budget actions, and the cooldown. */
export function ActionFields({ disabled }: { disabled: boolean }) {
  const type = useWatch<RuleFormValues, 'actionType'>({ name: 'actionType' });
  const input = actionInput(type);
  return (
    <>
      <Box sx={twoColumns}>
        <FormSelectField<RuleFormValues>
          name="actionType"
          label="Action"
          options={ACTION_OPTIONS}
          disabled={disabled}
        />
        {input === 'percent' && (
          <FormTextField<RuleFormValues>
            name="percent"
            label="By (%)"
            type="number"
            inputProps={{ min: 1, step: 1, inputMode: 'decimal' }}
            disabled={disabled}
          />
        )}
        {input === 'amount' && (
          <FormTextField<RuleFormValues>
            name="amount"
            label={type === 'set_bid_cap' ? 'Bid cap ($)' : 'Daily budget ($)'}
            type="number"
            inputProps={{ min: 0, step: 0.01, inputMode: 'decimal' }}
            disabled={disabled}
          />
        )}
      </Box>
      {type === 'schedule' && (
        <Box sx={twoColumns}>
          <FormSelectField<RuleFormValues>
            name="pauseHour"
            label="Pause at (account time)"
            options={HOUR_OPTIONS}
            disabled={disabled}
          />
          <FormSelectField<RuleFormValues>
            name="activateHour"
            label="Activate at (account time)"
            options={HOUR_OPTIONS}
            helperText="Only the campaigns the schedule paused"
            disabled={disabled}
          />
        </Box>
      )}
      {type === 'refresh_creative' && (
        <FormToggleField<RuleFormValues>
          name="newImage"
          label="Generate a new image too (else the new ad keeps the old ad's image)"
          variant="checkbox"
          disabled={disabled}
        />
      )}
      {type === 'duplicate' && <DuplicateFields disabled={disabled} />}
      {type === 'activate' && (
        <FormToggleField<RuleFormValues>
          name="onlyRulePaused"
          label="Only campaigns a rule paused"
          variant="checkbox"
          disabled={disabled}
        />
      )}
      {BUDGET_ACTION_TYPES.includes(type) && (
        <Box sx={twoColumns}>
          <FormTextField<RuleFormValues>
            name="budgetFloor"
            label="Budget floor ($)"
            type="number"
            helperText="Optional; the rule never sets a budget below it"
            inputProps={{ min: 0, step: 0.01, inputMode: 'decimal' }}
            disabled={disabled}
          />
          <FormTextField<RuleFormValues>
            name="budgetCeiling"
            label="Budget ceiling ($)"
            type="number"
            helperText="Optional; the rule never sets a budget above it"
            inputProps={{ min: 0, step: 0.01, inputMode: 'decimal' }}
            disabled={disabled}
          />
        </Box>
      )}
      <Box sx={twoColumns}>
        <FormTextField<RuleFormValues>
          name="cooldownMinutes"
          label="Cooldown (minutes)"
          type="number"
          helperText="How long the rule leaves a campaign alone after acting on it"
          inputProps={{ min: 0, max: RULE_MAX_COOLDOWN_MINUTES, step: 1, inputMode: 'numeric' }}
          disabled={disabled}
        />
        <FormSelectField<RuleFormValues>
          name="estimatedRevenue"
          label="Estimated revenue (revenue and ROI conditions)"
          options={ESTIMATED_OPTIONS}
          disabled={disabled}
        />
      </Box>
    </>
  );
}
