import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';
import { RULE_WINDOW_LABELS, RULE_WINDOWS, type Rule, type RuleInput } from '#shared/schemas/meta-rules';
import { Form } from '../../../components/form/form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormToggleField } from '../../../components/form/form-toggle-field';
import { useCreateRule } from '../api/create-rule';
import type { CampaignChoice } from '../api/get-campaign-choices';
import { useUpdateRule } from '../api/update-rule';
import { type RuleFormValues, ruleFormSchema, toFormValues } from '../rule-form-schema';
import { ActionFields } from './action-fields';
import { ConditionRows } from './condition-rows';
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
const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Box>
  );
}

/** New rule and Edit rule: name, campaigns, conditions over a window, the action and its limits. */
export function RuleDialog({ rule, draft, campaigns, campaignsLoading, onClose }: RuleDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const create = useCreateRule();
  const update = useUpdateRule();
  const pending = create.isPending || update.isPending;
  const title = rule ? 'Edit rule' : 'New rule';

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <Form
        schema={ruleFormSchema}
        defaultValues={toFormValues(rule ?? draft)}
        onSubmit={(values) =>
          rule
            ? update.mutate({ id: rule.id, changes: values }, { onSuccess: onClose })
            : create.mutate(values, { onSuccess: onClose })
        }
        aria-label={title}
      >
        {() => (
          <>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent dividers>
              <Stack spacing={4}>
                <Section title="Rule">
                  <FormTextField<RuleFormValues> name="name" label="Name" autoFocus disabled={pending} />
                  <FormToggleField<RuleFormValues>
                    name="enabled"
                    label="Enabled: runs after each insights refresh"
                    variant="switch"
                    disabled={pending}
                  />
                  <ScopeField choices={campaigns} loading={campaignsLoading} disabled={pending} />
                </Section>
                <Section title="Conditions">
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
                </Section>
                <Section title="Action">
                  <ActionFields disabled={pending} />
                </Section>
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              <Button color="inherit" onClick={onClose} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={pending}>
                {rule ? 'Save rule' : 'Create rule'}
              </Button>
            </DialogActions>
          </>
        )}
      </Form>
    </Dialog>
  );
}
