import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { Alert, Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { earnsMoreThanItCosts } from '#shared/economics/net-roi-verdict';
import type { DayRange } from '#shared/insights/insights-formulas';
import type { KeywordEconomics } from '#shared/schemas/keyword-economics';
import type { Keyword } from '#shared/schemas/keywords';
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
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setRequested(true);
              setOpen(true);
            }}
            sx={{ whiteSpace: 'nowrap' }}
          >
            More like this
          </Button>
        }
      >
        This keyword earns more than it costs: {netRoi} net ROI over these days. Find related keywords worth
        an article of their own.
      </Alert>
      {requested && (
        <Suspense fallback={null}>
          <RelatedKeywordsDialog keyword={keyword} range={range} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
