import AutorenewIcon from '@mui/icons-material/Autorenew';
import PublishIcon from '@mui/icons-material/Publish';
import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { QUALITY_CHECK_LABELS } from '#shared/articles/quality-defaults';
import type { Keyword } from '#shared/schemas/keywords';
import type { QualityResult } from '#shared/schemas/quality';
import { TableRegion } from '../../../../components/table-region/table-region';
import { formatDateTime } from '../../../../lib/format';
import { useApproveKeywords, useKeywordQuality, useRegenerateArticles } from '../../api/keyword-quality';
import { useCanPublish } from '../../use-can-publish';
import { figureText, QUALITY_EXPLANATIONS, thresholdText } from './quality-explanations';
import { SeoFieldsSummary } from './seo-fields-summary';

const VERDICT_COLOURS = { passed: 'success', warning: 'warning', failed: 'error' } as const;
/** Verdict, figure and threshold have columns of their own from the small breakpoint up. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

function VerdictChip({ verdict }: { verdict: QualityResult['verdict'] }) {
  return <Chip size="small" label={verdict} color={VERDICT_COLOURS[verdict]} variant="outlined" />;
}

/** The nearest article the near-duplicate check found: its keyword's detail, and its live address. */
function Nearest({ nearest }: { nearest: NonNullable<QualityResult['nearest']> }) {
  return (
    <Typography variant="body2" sx={{ mt: 0.5 }}>
      Nearest: <Link href={`/detail/${encodeURIComponent(nearest.keywordId)}`}>{nearest.masterKeyword}</Link>
      {nearest.url && (
        <>
          {' · '}
          <Link href={nearest.url} target="_blank" rel="noopener noreferrer">
            {nearest.url.replace(/^https?:\/\//, '')}
          </Link>
        </>
      )}
    </Typography>
  );
}

/**
 * Quality: each check of the article with its verdict, figure, threshold and what it looks at; for a
 * keyword held in review, "Approve and publish" (publish_content) and "Regenerate article".
 */
export function QualityTab({ keyword }: { keyword: Keyword }) {
  const quality = useKeywordQuality(keyword.id);
  const approve = useApproveKeywords();
  const regenerate = useRegenerateArticles();
  const canPublish = useCanPublish();
  const inReview = keyword.status === 'Needs review';
  const busy = keyword.status === 'Processing' || approve.isPending || regenerate.isPending;
  const report = quality.data;
  return (
    <Stack spacing={2.5}>
      {inReview && (
        <Alert severity="warning">
          A blocking check failed: the article waits in WordPress as a draft until it is approved or
          regenerated.
        </Alert>
      )}
      {report?.approval && (
        <Alert severity="success">
          Approved by {report.approval.by} on {formatDateTime(report.approval.at)}.
        </Alert>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {inReview && (
          <Box
            component="span"
            title={canPublish ? undefined : 'Approving publishes to WordPress, which your role cannot do.'}
          >
            <Button
              variant="contained"
              startIcon={<PublishIcon />}
              disabled={!canPublish || busy}
              onClick={() => approve.mutate([keyword.id])}
            >
              Approve and publish
            </Button>
          </Box>
        )}
        <Button
          variant="outlined"
          startIcon={<AutorenewIcon />}
          disabled={busy}
          onClick={() => regenerate.mutate([keyword.id])}
        >
          Regenerate article
        </Button>
      </Stack>
      <SeoFieldsSummary keyword={keyword} />
      {quality.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : quality.isError ? (
        <Alert severity="error">The quality checks could not be loaded.</Alert>
      ) : !report || report.results.length === 0 ? (
        <Typography color="textSecondary">
          The article has not been checked yet: it is checked before publishing.
        </Typography>
      ) : (
        <>
          {report.checkedAt && (
            <Typography variant="body2" color="textSecondary">
              Checked {formatDateTime(report.checkedAt)}
            </Typography>
          )}
          {report.internalLinks && report.internalLinks.length > 0 && (
            <Typography variant="body2">
              Links to related articles:{' '}
              {report.internalLinks.map((link, index) => (
                <span key={link.keywordId}>
                  {index > 0 && ', '}
                  <Link href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.title}
                  </Link>
                </span>
              ))}
            </Typography>
          )}
          <TableRegion label="Quality checks">
            <Table size="small" aria-label="Quality checks">
              <TableHead>
                <TableRow>
                  <TableCell>Check</TableCell>
                  <TableCell sx={WIDE_ONLY}>Verdict</TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    Figure
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>Threshold</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.results.map((result) => (
                  <TableRow key={result.check}>
                    <TableCell sx={{ minWidth: { sm: 200 } }}>
                      <Typography variant="subtitle2">{QUALITY_CHECK_LABELS[result.check]}</Typography>
                      {/* On a phone the verdict, figure and threshold go under the check's name. */}
                      <Stack
                        direction="row"
                        useFlexGap
                        sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', gap: 1, my: 0.5 }}
                      >
                        <VerdictChip verdict={result.verdict} />
                        <Typography variant="body2">
                          {figureText(result)} (threshold {thresholdText(result)})
                        </Typography>
                      </Stack>
                      <Typography variant="caption" color="textSecondary" component="div">
                        {QUALITY_EXPLANATIONS[result.check]}
                      </Typography>
                      {result.detail && (
                        <Typography variant="body2" sx={{ mt: 0.5 }}>
                          {result.detail}
                        </Typography>
                      )}
                      {result.nearest && <Nearest nearest={result.nearest} />}
                    </TableCell>
                    <TableCell sx={WIDE_ONLY}>
                      <VerdictChip verdict={result.verdict} />
                    </TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>
                      {figureText(result)}
                    </TableCell>
                    <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{thresholdText(result)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableRegion>
        </>
      )}
    </Stack>
  );
}
