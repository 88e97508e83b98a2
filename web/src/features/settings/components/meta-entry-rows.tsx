import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Box, Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { MetaCredentialsFormInput } from '#shared/schemas/meta-credentials';
import { FormTextField } from '../../../components/form/form-text-field';

type EntryList = 'adAccountEntries' | 'pageEntries' | 'pixelEntries';

interface MetaEntryRowsProps {
  name: EntryList;
  /** The section heading ("Ad Accounts") and the singular used by its buttons ("Ad Account"). */
  title: string;
  singular: string;
  /** What the rows are for and where to find the ids. */
  hint: string;
  /** The first row is required (ad accounts, pages) and has no remove button; pixel rows all do. */
  keepFirst: boolean;
  disabled: boolean;
}

/** One list of the Meta form: rows of id and name, added and removed freely within the rules. */
export function MetaEntryRows({ name, title, singular, hint, keepFirst, disabled }: MetaEntryRowsProps) {
  const { control, formState } = useFormContext<MetaCredentialsFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name });
  // A rule on the whole list (at least one, no duplicate ids) rather than on one of its rows.
  const listError = formState.errors[name]?.root?.message ?? formState.errors[name]?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {hint}
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((field, index) => {
          const removable = !(keepFirst && index === 0);
          return (
            <Box
              key={field.id}
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'flex-start',
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
              }}
            >
              <Box sx={{ flex: { xs: '1 1 100%', sm: '0 0 38%' } }}>
                <FormTextField<MetaCredentialsFormInput>
                  name={`${name}.${index}.id`}
                  label={`${singular} ID`}
                  inputMode="numeric"
                  autoComplete="off"
                  disabled={disabled}
                />
              </Box>
              <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
                <FormTextField<MetaCredentialsFormInput>
                  name={`${name}.${index}.name`}
                  label={`${singular} name`}
                  autoComplete="off"
                  disabled={disabled}
                />
              </Box>
              <Box sx={{ width: 40, pt: 1, flex: '0 0 auto' }}>
                {removable && (
                  <Tooltip title={`Remove ${singular.toLowerCase()} ${index + 1}`}>
                    <IconButton
                      aria-label={`Remove ${singular.toLowerCase()} ${index + 1}`}
                      onClick={() => remove(index)}
                      disabled={disabled}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </Box>
            </Box>
          );
        })}
      </Stack>
      {listError && (
        <FormHelperText error sx={{ mx: 0 }}>
          {listError}
        </FormHelperText>
      )}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => append({ id: '', name: '' })}
        disabled={disabled}
        sx={{ mt: 1 }}
      >
        Add {singular}
      </Button>
    </Box>
  );
}
