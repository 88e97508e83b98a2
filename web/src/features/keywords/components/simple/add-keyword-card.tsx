import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form } from '../../../../components/form/form';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useCreateKeyword } from '../../api/create-keyword';
import { type AddKeywordFormInput, addKeywordFormSchema, toCreateKeywordPayload } from './add-keyword-form';

/** The simple Keywords page's "Add New Keyword" card; the form starts empty again after a successful add. */
export function AddKeywordCard() {
  const create = useCreateKeyword();
  // A new form (and so empty fields) after each keyword added.
  const [formKey, setFormKey] = useState(0);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Add New Keyword
        </Typography>
        <Form
          key={formKey}
          schema={addKeywordFormSchema}
          defaultValues={{ primaryTag: '', secondaryTags: '' }}
          onSubmit={(values) =>
            create.mutate(toCreateKeywordPayload(values), { onSuccess: () => setFormKey((key) => key + 1) })
          }
          aria-label="Add New Keyword"
        >
          {() => (
            <Stack spacing={2}>
              <FormTextField<AddKeywordFormInput>
                name="primaryTag"
                label="Primary Keyword"
                placeholder="e.g. trail running shoes"
                disabled={create.isPending}
              />
              <FormTextField<AddKeywordFormInput>
                name="secondaryTags"
                label="Secondary Tags"
                placeholder="grip, lightweight, waterproof"
                helperText="Comma-separated"
                multiline
                minRows={2}
                disabled={create.isPending}
              />
              <Button
                type="submit"
                variant="contained"
                startIcon={<AddIcon />}
                loading={create.isPending}
                loadingPosition="start"
                sx={{ alignSelf: 'flex-start' }}
              >
                Add Keyword
              </Button>
            </Stack>
          )}
        </Form>
      </CardContent>
    </Card>
  );
}
