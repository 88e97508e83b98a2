import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Alert, AlertTitle, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { LaunchRequest } from '#shared/schemas/meta-launches';
import type { Profile } from '#shared/schemas/meta-profiles';
import { Form } from '../../../components/form/form';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { usePreviewLaunch } from '../api/preview-launch';
import {
  type LaunchFormValues,
  launchFormDefaults,
  launchFormSchema,
  requestOf,
  sameRequest,
} from '../launch-form-schema';
import { ArticlesField } from './articles-field';
import { LaunchSettingsFields } from './launch-settings-fields';
import { type Preview, PreviewPanel } from './preview-panel';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Reports what the form asks as it changes, so a preview of something else can say it is out of date. */
function RequestWatcher({ onChange }: { onChange: (request: LaunchRequest) => void }) {
  const values = useWatch<LaunchFormValues>() as LaunchFormValues;
  const request = JSON.stringify(requestOf(values));
  useEffect(() => onChange(JSON.parse(request) as LaunchRequest), [request, onChange]);
  return null;
}

interface LaunchPlannerProps {
  keywordIds: string[];
  fromKeywordList: boolean;
  profiles: Profile[];
  canLaunch: boolean;
}

/** The articles and settings of a launch, its preview, and from the preview the launch itself. */
export function LaunchPlanner({ keywordIds, fromKeywordList, profiles, canLaunch }: LaunchPlannerProps) {
  const [defaults] = useState(() => launchFormDefaults(keywordIds, profiles));
  const [asked, setAsked] = useState<LaunchRequest>();
  const [preview, setPreview] = useState<Preview>();
  const previewing = usePreviewLaunch();
  const stale = Boolean(preview && asked && !sameRequest(asked, preview.request));

  return (
    <Stack spacing={3}>
      <Form
        schema={launchFormSchema}
        defaultValues={defaults}
        aria-label="New launch"
        onSubmit={(request) =>
          previewing.mutate(request, {
            onSuccess: ({ items }) => setPreview({ request, items, key: crypto.randomUUID() }),
          })
        }
      >
        {() => (
          <Grid container spacing={3}>
            <RequestWatcher onChange={setAsked} />
            <Grid size={{ xs: 12, md: 7 }}>
              <Section title="Articles">
                <ArticlesField fromKeywordList={fromKeywordList} />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Section title="Settings">
                <Stack spacing={2.5}>
                  <LaunchSettingsFields profiles={profiles} />
                  {previewing.isError && (
                    <Alert severity="error">
                      <AlertTitle>Failed to preview the launch</AlertTitle>
                      {apiErrorMessage(previewing.error)}
                    </Alert>
                  )}
                  <Button
                    type="submit"
                    variant={preview && !stale ? 'outlined' : 'contained'}
                    startIcon={<VisibilityOutlinedIcon />}
                    loading={previewing.isPending}
                    disabled={!canLaunch}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    Preview
                  </Button>
                </Stack>
              </Section>
            </Grid>
          </Grid>
        )}
      </Form>
      {preview && <PreviewPanel key={preview.key} preview={preview} stale={stale} canLaunch={canLaunch} />}
    </Stack>
  );
}
