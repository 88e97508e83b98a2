import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormHelperText, IconButton, Tooltip, Typography } from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { RULE_METRIC_LABELS } from '#shared/meta/rules/meta-rule-condition-words';
import { RULE_MAX_CONDITIONS, RULE_METRICS, RULE_OPERATORS } from '#shared/schemas/meta-rules';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { NEW_CONDITION, type RuleFormValues } from '../rule-form-schema';
import { RULE_OPERATOR_LABELS } from '../rule-labels';

const METRIC_OPTIONS = RULE_METRICS.map((metric) => ({
  value: metric,
  label: RULE_METRIC_LABELS[metric].label,
}));
const OPERATOR_OPTIONS = RULE_OPERATORS.map((operator) => ({
  value: operator,
  label: RULE_OPERATOR_LABELS[operator],
}));
const UNIT_SUFFIX = { usd: ' ($)', percent: ' (%)', count: '' } as const;

/**
 * The condition rows: metric, comparison, value in the metric's unit; add up to the limit, remove down to
 * one (or none for a schedule).
 */
export function ConditionRows({ disabled }: { disabled: boolean }) {
  const { control, watch, formState } = useFormContext<RuleFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'conditions' });
  const listError = formState.errors.conditions?.root?.message ?? formState.errors.conditions?.message;
  // A schedule acts by the clock: its conditions may all go.
  const fewest = watch('actionType') === 'schedule' ? 0 : 1;
  return (
    <Box>
      <Box component="ol" aria-label="Conditions" sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}>
        {fields.map((field, index) => {
          const metric = watch(`conditions.${index}.metric`);
          return (
            <Box
              component="li"
              key={field.id}
              sx={{
                listStyle: 'none',
                display: 'grid',
                gap: 1.5,
                alignItems: 'start',
                gridTemplateColumns: { xs: '1fr 1fr auto', sm: '1.2fr 1fr 1fr auto' },
                '& > :first-child': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
              }}
            >
              <FormSelectField<RuleFormValues>
                name={`conditions.${index}.metric`}
                label={`Metric ${index + 1}`}
                options={METRIC_OPTIONS}
                disabled={disabled}
              />
              <FormSelectField<RuleFormValues>
                name={`conditions.${index}.operator`}
                label="Comparison"
                options={OPERATOR_OPTIONS}
                disabled={disabled}
              />
              <FormTextField<RuleFormValues>
                name={`conditions.${index}.value`}
                label={`Value ${index + 1}${UNIT_SUFFIX[RULE_METRIC_LABELS[metric]?.unit ?? 'count']}`}
                type="number"
                inputProps={{ inputMode: 'decimal', step: 'any' }}
                disabled={disabled}
              />
              <Tooltip title="Remove condition">
                <span>
                  <IconButton
                    aria-label={`Remove condition ${index + 1}`}
                    onClick={() => remove(index)}
                    disabled={disabled || fields.length <= fewest}
                    sx={{ mt: 1 }}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          );
        })}
      </Box>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1.5, flexWrap: 'wrap' }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ ...NEW_CONDITION })}
          disabled={disabled || fields.length >= RULE_MAX_CONDITIONS}
        >
          Add condition
        </Button>
        <Typography variant="caption" color="textSecondary">
          {fields.length} of at most {RULE_MAX_CONDITIONS}
        </Typography>
      </Box>
    </Box>
  );
}
