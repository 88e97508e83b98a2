import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import type { DayRange } from '#shared/insights/insights-formulas';
import { RELATED_KEYWORDS_DEFAULT } from '#shared/product/constants';
import type { Keyword } from '#shared/schemas/keywords';
import {
  type RelatedKeywordsFormInput,
  type RelatedKeywordsResponse,
  relatedKeywordsFormSchema,
} from '#shared/schemas/related-keywords';
import { Form } from '../../../../components/form/form';
import { FormTextField } from '../../../../components/form/form-text-field';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { formatCount } from '../../../../lib/format';
import { useAddKeywords } from '../../api/add-keywords';
import { useSuggestRelatedKeywords } from '../../api/suggest-related-keywords';
import { useCanPublish } from '../../use-can-publish';
import { RunEstimate } from '../estimate/run-estimate';
import { processingSummary, relatedBatch } from './related-batch';
import { SuggestionChecklist } from './suggestion-checklist';

interface RelatedKeywordsDialogProps {
  keyword: Keyword;
  /** The range the keyword's economics are shown for: its best campaign there lends its ad copy. */
  range: DayRange;
  open: boolean;
  onClose: () => void;
}

const addLabel = (count: number) => `Add ${formatCount(count)} ${count === 1 ? 'keyword' : 'keywords'}`;

/** Where the suggestions' ad copy came from, in words. */
function adCopySource({ adCopy }: RelatedKeywordsResponse): string {
  const from = adCopy.campaignName ? `the ad of ${adCopy.campaignName}` : 'the keyword’s own ad copy';
  return adCopy.adTitle ? `Written from ${from}: “${adCopy.adTitle}”.` : 'Written without ad copy.';
}

/**
 * "More like this": asks the AI for up to 50 keywords related to a winning one, shows them as a checklist
 * (those an existing keyword of the site has the same words as come unchecked, named), and adds the
 * chosen ones in one batch for the same site, with the estimate the Add Keywords dialog shows.
 */
export function RelatedKeywordsDialog({ keyword, range, open, onClose }: RelatedKeywordsDialogProps) {
  const suggest = useSuggestRelatedKeywords(keyword.id);
  const add = useAddKeywords();
  const mayPublish = useCanPublish();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const formId = useId();
  const titleId = useId();
  const answer = suggest.data;
  // In the model's order, whatever order they were checked in.
  const keywords = (answer?.suggestions ?? []).map((s) => s.keyword).filter((k) => chosen.has(k));
  const batch = relatedBatch(keyword, keywords, mayPublish);
  const busy = suggest.isPending || add.isPending;

  const ask = ({ count }: { count: number }) =>
    suggest.mutate(
      { count, range },
      {
        onSuccess: (result) =>
          setChosen(new Set(result.suggestions.filter((s) => !s.collision).map((s) => s.keyword))),
      },
    );
  const reset = () => {
    suggest.reset();
    add.reset();
    setChosen(new Set());
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: reset } }}
    >
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        More like this
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography variant="body2" color="textSecondary">
            Keywords related to “{keyword.masterKeyword}”, suggested by the AI from the keyword, its article
            title and its best ad copy. Choose the ones to add as new keywords.
          </Typography>
          <Form
            id={formId}
            schema={relatedKeywordsFormSchema}
            defaultValues={{ count: RELATED_KEYWORDS_DEFAULT }}
            onSubmit={ask}
            aria-label="Ask for related keywords"
          >
            {() => (
              <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'flex-start' }}>
                <Box sx={{ width: { xs: 112, sm: 160 }, flexShrink: 0 }}>
                  <FormTextField<RelatedKeywordsFormInput>
                    name="count"
                    label="How many"
                    type="number"
                    inputProps={{ min: 1, max: 50, step: 1 }}
                    helperText="1 to 50"
                    disabled={busy}
                  />
                </Box>
                <Button
                  type="submit"
                  variant={answer ? 'outlined' : 'contained'}
                  loading={suggest.isPending}
                  disabled={add.isPending}
                  // Level with the field's middle (56 px high, the button about 36).
                  sx={{ mt: 1.25, whiteSpace: 'nowrap' }}
                >
                  {answer ? 'Suggest again' : 'Suggest keywords'}
                </Button>
              </Stack>
            )}
          </Form>
          {suggest.isPending && (
            <Typography variant="body2" color="textSecondary" role="status">
              Asking the AI for related keywords…
            </Typography>
          )}
          {suggest.isError && <Alert severity="error">{suggest.error.message}</Alert>}
          {answer && !suggest.isPending && (
            <>
              <Typography variant="body2" color="textSecondary">
                {adCopySource(answer)}
              </Typography>
              {answer.suggestions.length === 0 ? (
                <Alert severity="info">
                  Every suggestion repeated this keyword. Ask again, perhaps for more.
                </Alert>
              ) : (
                <SuggestionChecklist
                  suggestions={answer.suggestions}
                  chosen={chosen}
                  onChange={setChosen}
                  disabled={add.isPending}
                />
              )}
              <Typography variant="body2">
                Added to the same site and processed as “{keyword.masterKeyword}” was:{' '}
                {processingSummary(batch)}.
              </Typography>
              <RunEstimate request={keywords.length > 0 ? { route: 'batch', ...batch } : undefined} />
            </>
          )}
          {add.isError && <Alert severity="error">{apiErrorMessage(add.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={keywords.length === 0 || suggest.isPending}
          loading={add.isPending}
          loadingPosition="start"
          onClick={() => add.mutate(batch, { onSuccess: onClose })}
        >
          {add.isPending ? 'Adding...' : addLabel(keywords.length)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
