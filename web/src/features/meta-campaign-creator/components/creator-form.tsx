import { Box, Button, Card, CardContent, Stack, Tab, Tabs } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type FieldErrors, useFormContext } from 'react-hook-form';
import type { ChosenKeyword } from '#shared/meta/campaign-form/apply-profile';
import { valuesFromSite } from '#shared/meta/campaign-form/site-defaults';
import { withKeywordUrlParameters } from '#shared/meta/url-tags';
import type { KeywordSummary } from '#shared/schemas/keywords';
import type { CampaignFormInput } from '#shared/schemas/meta-campaigns';
import type { ProfileChoices } from '#shared/schemas/meta-profiles';
import { siteOf, useSiteChoices } from '../../../api/get-site-choices';
import { TabBar } from '../../../components/layout/tab-bar';
import { CREATOR_STEPS } from '../creator-defaults';
import { CampaignSettingsStep } from './campaign-settings-step';
import { SelectContentStep } from './select-content-step';
import { TargetingStep } from './targeting-step';
import { TrackingCreativeStep } from './tracking-creative-step';

interface CreatorFormProps {
  choices: ProfileChoices | undefined;
  pending: boolean;
}

/** The first step holding an error, to open it when a submission is refused. */
const firstStepWithError = (errors: FieldErrors<CampaignFormInput>) =>
  CREATOR_STEPS.findIndex((step) => step.fields.some((field) => field in errors));

/**
 * The four steps of the creator as tabs (docs/contract.md#campaign-creator): the last three stay disabled
 * until an article is chosen; Back and Continue move between them, and the last one submits.
 */
export function CreatorForm({ choices, pending }: CreatorFormProps) {
  const form = useFormContext<CampaignFormInput>();
  const [step, setStep] = useState(0);
  const [keyword, setKeyword] = useState<KeywordSummary & ChosenKeyword>();
  const sites = useSiteChoices().data;
  const { errors, submitCount } = form.formState;
  const last = CREATOR_STEPS.length - 1;

  useEffect(() => {
    const failed = firstStepWithError(errors);
    if (submitCount > 0 && failed >= 0) setStep(failed);
  }, [submitCount, errors]);

  // A page with a single choice is the one to use; saves a click on the common setup.
  const onlyPage = choices?.pages.length === 1 ? choices.pages[0]?.id : undefined;
  useEffect(() => {
    if (onlyPage && !form.getValues('pageId')) form.setValue('pageId', onlyPage);
  }, [onlyPage, form]);

  // The article's WordPress site gives the campaign its Page, pixel and utm_source (a profile's win later).
  function choose(chosen: KeywordSummary) {
    const chosenAt = Date.now();
    const site = siteOf(sites, chosen.siteId);
    setKeyword({ ...chosen, chosenAt, siteUtmSource: site?.utmSource });
    const fromSite = valuesFromSite(site, form.getValues());
    form.setValue('pageId', fromSite.pageId);
    form.setValue('pixelId', fromSite.pixelId);
    form.setValue(
      'urlParameters',
      withKeywordUrlParameters(fromSite.urlParameters, chosen.masterKeyword, chosenAt),
    );
  }

  async function next() {
    if (await form.trigger(CREATOR_STEPS[step]!.fields)) setStep(step + 1);
  }

  return (
    <Card>
      <TabBar>
        <Tabs
          value={step}
          onChange={(_, value: number) => setStep(value)}
          variant="scrollable"
          scrollButtons="auto"
        >
          {CREATOR_STEPS.map((entry, index) => (
            <Tab key={entry.label} label={entry.label} value={index} disabled={index > 0 && !keyword} />
          ))}
        </Tabs>
      </TabBar>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box role="tabpanel" aria-label={CREATOR_STEPS[step]!.label}>
          {step === 0 && <SelectContentStep onChoose={choose} />}
          {step === 1 && <CampaignSettingsStep keyword={keyword} />}
          {step === 2 && <TargetingStep />}
          {step === 3 && <TrackingCreativeStep keyword={keyword} choices={choices} />}
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between', mt: 3 }}>
          <Button variant="outlined" disabled={step === 0} onClick={() => setStep(step - 1)}>
            Back
          </Button>
          {/* Keyed, so the submit button is a new element: an updated Continue would submit the click. */}
          {step < last ? (
            <Button key="continue" variant="contained" onClick={() => void next()} disabled={!keyword}>
              Continue
            </Button>
          ) : (
            <Button key="submit" type="submit" variant="contained" disabled={pending}>
              {pending ? 'Creating Campaign...' : 'Create Campaign'}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** After creation the creator hands over to the campaign list (docs/contract.md#campaign-creator). */
export function useGoToCampaigns() {
  const navigate = useNavigate();
  return () => navigate({ to: '/meta-campaigns' });
}
