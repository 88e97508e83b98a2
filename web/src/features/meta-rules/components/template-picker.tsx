import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { type ChangeEvent, useId, useState } from 'react';
import { RULE_TEMPLATE_DEFINITIONS, SCALE_WINNERS_DAYS } from '#shared/meta/rules/meta-rule-templates';
import { RULE_TEMPLATES, RULE_WINDOWS, type RuleInput, type RuleTemplate } from '#shared/schemas/meta-rules';
import { RULE_WINDOW_LABELS } from '../rule-labels';
import { type AnyTemplateDefinition, templateDraft } from '../template-params';

const BLANK = 'blank';
type Choice = RuleTemplate | typeof BLANK;
const CHOICES: readonly Choice[] = [...RULE_TEMPLATES, BLANK];

interface TemplatePickerProps {
  /** A template's draft to review in the rule dialog, or nothing for a blank rule. */
  onChoose: (draft: RuleInput | undefined) => void;
  onClose: () => void;
}

/** The chosen template's few parameters, as text while typed. */
function ParamFields({
  definition,
  values,
  errors,
  onChange,
}: {
  definition: AnyTemplateDefinition;
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {(definition.fields as readonly { key: string; label: string; kind: string }[]).map((field) => {
        const common = {
          label: field.label,
          value: values[field.key] ?? '',
          onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field.key, event.target.value),
          error: Boolean(errors[field.key]),
          helperText: errors[field.key],
          fullWidth: true,
        };
        if (field.kind === 'window')
          return (
            <TextField key={field.key} select {...common}>
              {RULE_WINDOWS.map((window) => (
                <MenuItem key={window} value={window}>
                  {RULE_WINDOW_LABELS[window]}
                </MenuItem>
              ))}
            </TextField>
          );
        if (field.kind === 'days')
          return (
            <TextField key={field.key} select {...common}>
              {SCALE_WINNERS_DAYS.map((days) => (
                <MenuItem key={days} value={String(days)}>
                  {days} days
                </MenuItem>
              ))}
            </TextField>
          );
        return (
          <TextField
            key={field.key}
            type="number"
            {...common}
            slotProps={{ htmlInput: { inputMode: 'decimal', step: field.kind === 'usd' ? 0.01 : 1 } }}
          />
        );
      })}
    </Box>
  );
}

const paramText = (definition: AnyTemplateDefinition) =>
  Object.fromEntries(Object.entries(definition.defaults).map(([key, value]) => [key, String(value)]));

/** New rule: one of the templates with its few parameters, or a blank rule; the rule dialog follows. */
export function TemplatePicker({ onChoose, onClose }: TemplatePickerProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [choice, setChoice] = useState<Choice>('stop_loss');
  const [values, setValues] = useState<Record<string, string>>(() =>
    paramText(RULE_TEMPLATE_DEFINITIONS.stop_loss),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const definition = choice === BLANK ? undefined : RULE_TEMPLATE_DEFINITIONS[choice];

  const choose = (next: Choice) => {
    setChoice(next);
    setErrors({});
    if (next !== BLANK) setValues(paramText(RULE_TEMPLATE_DEFINITIONS[next]));
  };
  const submit = () => {
    if (!definition) return onChoose(undefined);
    const draft = templateDraft(definition, values);
    if ('errors' in draft) return setErrors(draft.errors);
    onChoose(draft.rule);
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>New rule</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <RadioGroup
            aria-label="Start from"
            value={choice}
            onChange={(event) => choose(event.target.value as Choice)}
            sx={{ gap: 1 }}
          >
            {CHOICES.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <Box sx={{ pt: 0.75 }}>
                    <Typography variant="body1">
                      {option === BLANK ? 'Blank rule' : RULE_TEMPLATE_DEFINITIONS[option].label}
                    </Typography>
                    <Typography variant="body2" color="textSecondary">
                      {option === BLANK
                        ? 'Any conditions and action, set up from scratch.'
                        : RULE_TEMPLATE_DEFINITIONS[option].description}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
          {definition && (
            <ParamFields
              definition={definition}
              values={values}
              errors={errors}
              onChange={(key, value) => setValues((previous) => ({ ...previous, [key]: value }))}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit}>
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}
