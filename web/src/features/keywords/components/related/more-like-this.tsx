import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { Alert, Button, Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { earnsMoreThanItCosts, roiPercentOf } from '#shared/economics/net-roi-verdict';
import type { DayRange } from '#shared/insights/insights-formulas';
import type { KeywordEconomics } from '#shared/schemas/keyword-economics';
import type { Keyword } from '#shared/schemas/keywords';
import { formatPercent } from '../../../../lib/format';
import { useCanAddKeywords } from '../../use-can-add-keywords';

const RelatedKeywordsDialog = lazy(async () => ({
  default: (await import('./related-keywords-dialog')).RelatedKeywordsDialog,
}));

interface MoreLikeThisProps {
  keyword: Keyword;
  economics: KeywordEconomics;
  range: DayRange;
}

/**
 * Under a keyword's economics, when its campaigns earned more than they and its AI generation cost over
 * the range (net ROI above 100%) and the user may add keywords: "More like this", which opens the
 * related keywords dialog.
 */
export function MoreLikeThis({ keyword, economics, range }: MoreLikeThisProps) {
  const mayAdd = useCanAddKeywords();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it fades out and resets itself when closed.
  const [requested, setRequested] = useState(false);
  const { netRoi } = economics.totals;
  if (!mayAdd || economics.campaigns.length === 0 || !earnsMoreThanItCosts(netRoi)) return null;
  return (
    <>
      <Alert
        severity="success"
        icon={<AutoAwesomeOutlinedIcon fontSize="inherit" />}
        // The button goes under the text on a phone, where beside it the text would be a narrow column.
        sx={{ '& .MuiAlert-message': { flex: 1 } }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 2 }}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <span>
            This keyword earns more than it costs: {formatPercent(roiPercentOf(netRoi))} net ROI over these
            days. Find related keywords worth an article of their own.
          </span>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={() => {
              setRequested(true);
              setOpen(true);
            }}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            More like this
          </Button>
        </Stack>
      </Alert>
      {requested && (
        <Suspense fallback={null}>
          <RelatedKeywordsDialog keyword={keyword} range={range} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
