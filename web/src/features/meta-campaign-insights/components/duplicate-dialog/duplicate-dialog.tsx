import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import {
  type DuplicateCustomSettings,
  type DuplicateCustomSettingsInput,
  type DuplicateResult,
  type DuplicationMode,
  duplicateCustomSettingsSchema,
  MAX_DUPLICATES_PER_REQUEST,
} from '#shared/schemas/meta-duplicate';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import { Form } from '../../../../components/form/form';
import { useDuplicateCampaigns } from '../../api/duplicate-campaigns';
import { CampaignToggleList } from './campaign-toggle-list';
import { CustomSettingsFields } from './custom-settings-fields';

const FORM_ID = 'duplicate-campaigns-form';
const EMPTY_SETTINGS: DuplicateCustomSettingsInput = {
  adsetName: '',
  dailyBudget: '',
  bidStrategy: '',
  bidAmount: '',
  deviceTypes: [],
  osTypes: [],
  countries: [],
  advancedTargeting: '',
};

interface DuplicateDialogProps {
  campaigns: readonly EnrichedInsight[];
  onClose: () => void;
}

/**
 * The duplicate dialog: the selected campaigns as a toggle set, the mode (existing settings by default, or
 * custom ones), and the note that copies go live at once. A refused copy stays listed with Meta's reason.
 */
export function DuplicateDialog({ campaigns, onClose }: DuplicateDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(campaigns.map((row) => row.campaign_id)));
  const [mode, setMode] = useState<DuplicationMode>('existing');
  // One id per attempt: a request lost on the way is sent again with it and resumes instead of copying twice.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [refused, setRefused] = useState<Extract<DuplicateResult, { ok: false }>[]>([]);
  const nameOf = (id: string) => campaigns.find((row) => row.campaign_id === id)?.campaign_name ?? id;
  const duplicate = useDuplicateCampaigns(nameOf);
  const pending = duplicate.isPending;
  const count = chosen.size;
  const canSend = count > 0 && count <= MAX_DUPLICATES_PER_REQUEST && !pending;

  const toggle = (id: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const send = (custom?: DuplicateCustomSettings) => {
    if (!canSend) return;
    duplicate.mutate(
      { requestId, campaignIds: [...chosen], mode, custom },
      {
        onSuccess: (result) => {
          setRequestId(crypto.randomUUID());
          const failed = result.results.flatMap((entry) => (entry.ok ? [] : [entry]));
          if (failed.length === 0) return onClose();
          setRefused(failed);
          setChosen(new Set(failed.map((entry) => entry.sourceCampaignId)));
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      // The form sits between title and actions: it takes the paper's flex place, so only the content scrolls.
      slotProps={{
        paper: {
          sx: { '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } },
        },
      }}
    >
      <DialogTitle>Duplicate Campaigns</DialogTitle>
      <Form
        schema={duplicateCustomSettingsSchema}
        defaultValues={EMPTY_SETTINGS}
        onSubmit={(custom) => send(custom)}
        id={FORM_ID}
        aria-label="Duplicate campaigns"
      >
        {() => (
          <DialogContent dividers>
            <Stack spacing={3}>
              <CampaignToggleList
                campaigns={campaigns}
                chosen={chosen}
                onToggle={toggle}
                disabled={pending}
              />
              {refused.length > 0 && (
                <Alert severity="error">
                  {refused.map((entry) => (
                    <div key={entry.sourceCampaignId}>
                      {nameOf(entry.sourceCampaignId)}: {entry.message}
                    </div>
                  ))}
                </Alert>
              )}
              <FormControl disabled={pending}>
                <FormLabel id={`${FORM_ID}-mode`}>Settings</FormLabel>
                <RadioGroup
                  aria-labelledby={`${FORM_ID}-mode`}
                  value={mode}
                  onChange={(event) => setMode(event.target.value as DuplicationMode)}
                >
                  <FormControlLabel
                    value="existing"
                    control={<Radio />}
                    label="Use existing campaign settings"
                  />
                  <FormControlLabel value="custom" control={<Radio />} label="Customize settings" />
                </RadioGroup>
              </FormControl>
              {mode === 'custom' && <CustomSettingsFields single={count === 1} />}
              <Alert severity="info">New campaigns will be activated immediately after creation.</Alert>
            </Stack>
          </DialogContent>
        )}
      </Form>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        {mode === 'custom' ? (
          <Button variant="contained" type="submit" form={FORM_ID} disabled={!canSend}>
            {pending ? 'Duplicating...' : `Duplicate ${count} Campaign(s)`}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => send()} disabled={!canSend}>
            {pending ? 'Duplicating...' : `Duplicate ${count} Campaign(s)`}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
