import { Box } from '@mui/material';
import { RULE_WINDOWS, type Rule, type RuleInput } from '#shared/schemas/meta-rules';
import { DialogSection, twoColumns } from '../../../components/form/dialog-section';
import { EditorDialog } from '../../../components/form/editor-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormToggleField } from '../../../components/form/form-toggle-field';
import { useCreateRule } from '../api/create-rule';
import type { CampaignChoice } from '../api/get-campaign-choices';
import { useUpdateRule } from '../api/update-rule';
import { type RuleFormValues, ruleFormSchema, toFormValues } from '../rule-form-schema';
import { RULE_WINDOW_LABELS } from '../rule-labels';
import { ActionFields } from './action-fields';
import { ConditionRows } from './condition-rows';
import { HoursFields } from './hours-fields';
import { ScopeField } from './scope-field';

interface RuleDialogProps {
  /** The rule to edit; otherwise a new rule from this draft (a template's) or blank. */
  rule?: Rule;
  draft?: RuleInput;
  campaigns: readonly CampaignChoice[];
  campaignsLoading: boolean;
  onClose: () => void;
}

const WINDOW_OPTIONS = RULE_WINDOWS.map((window) => ({ value: window, label: RULE_WINDOW_LABELS[window] }));
const MATCH_OPTIONS = [
  { value: 'all', label: 'All conditions hold' },
  { value: 'any', label: 'Any condition holds' },
];

/** New rule and Edit rule: name, campaigns, conditions over a window, the action and its limits. */
export function RuleDialog({ rule, draft, campaigns, campaignsLoading, onClose }: RuleDialogProps) {
  const create = useCreateRule();
  const update = useUpdateRule();
  const pending = create.isPending || update.isPending;
  const title = rule ? 'Edit rule' : 'New rule';

  return (
    <EditorDialog
      title={title}
      submitLabel={rule ? 'Save rule' : 'Create rule'}
      schema={ruleFormSchema}
      defaultValues={toFormValues(rule ?? draft)}
      onSubmit={(values) =>
        rule
          ? update.mutate({ id: rule.id, changes: values }, { onSuccess: onClose })
          : create.mutate(values, { onSuccess: onClose })
      }
      pending={pending}
      onClose={onClose}
      sectioned
    >
      <DialogSection title="Rule">
        <FormTextField<RuleFormValues> name="name" label="Name" autoFocus disabled={pending} />
        <FormToggleField<RuleFormValues>
          name="enabled"
          label="Enabled: runs after each insights refresh"
          variant="switch"
          disabled={pending}
        />
        <ScopeField choices={campaigns} loading={campaignsLoading} disabled={pending} />
      </DialogSection>
      <DialogSection title="Conditions">
        <Box sx={twoColumns}>
          <FormSelectField<RuleFormValues>
            name="window"
            label="Window"
            options={WINDOW_OPTIONS}
            disabled={pending}
          />
          <FormSelectField<RuleFormValues>
            name="match"
            label="Combine"
            options={MATCH_OPTIONS}
            disabled={pending}
          />
        </Box>
        <ConditionRows disabled={pending} />
      </DialogSection>
      <DialogSection title="Action">
        <ActionFields disabled={pending} />
      </DialogSection>
      <DialogSection title="Hours">
        <HoursFields disabled={pending} />
      </DialogSection>
    </EditorDialog>
  );
}
