import DownloadIcon from '@mui/icons-material/Download';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import type { Keyword } from '#shared/schemas/keywords';
import { siteName, useSiteChoices } from '../../../../api/get-site-choices';
import { formatDateTime } from '../../../../lib/format';
import { isWebUrl } from '../../../../lib/web-url';
import { useExportForAds } from '../../api/export-for-ads';
import { useRegenerateImages } from '../../api/regenerate-images';
import { StatusBadge } from '../status-badge';
import { DetailField, TagList } from './detail-field';

/** Overview: the keyword's identity, status, links and tags, with Export for Ads, Preview and Regenerate. */
export function OverviewTab({ keyword }: { keyword: Keyword }) {
  const exportForAds = useExportForAds();
  const regenerate = useRegenerateImages();
  const sites = useSiteChoices();
  const url = keyword.url;
  return (
    <Stack spacing={3}>
      {keyword.status === 'Error' && keyword.errorReason && (
        <Alert severity="error">Processing failed: {keyword.errorReason}</Alert>
      )}
      {keyword.status === 'Needs review' && (
        <Alert severity="warning">
          A quality check held the article back: it waits in WordPress as a draft. The Quality tab says which
          check failed.
        </Alert>
      )}
      {keyword.status === 'Scheduled' && keyword.publishedDate && (
        <Alert severity="info">
          Scheduled: WordPress publishes the article on {formatDateTime(keyword.publishedDate)}, in a slot of
          the site's publishing cadence.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DetailField label="Primary Tag">{keyword.primaryTag}</DetailField>
        <DetailField label="Master Keyword">{keyword.masterKeyword}</DetailField>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <DetailField label="Title">
            {keyword.title || <Typography color="textSecondary">Not generated yet</Typography>}
          </DetailField>
        </Box>
        <DetailField label="Status">
          <Box sx={{ mt: 0.5 }}>
            <StatusBadge status={keyword.status} />
          </Box>
        </DetailField>
        <DetailField label="Created">{formatDateTime(keyword.createdAt)}</DetailField>
        <DetailField label="Site">{siteName(sites.data, keyword.siteId)}</DetailField>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <DetailField label="Published URL">
            {isWebUrl(url) ? (
              <Link href={url} target="_blank" rel="noopener noreferrer">
                {url}
              </Link>
            ) : (
              <Typography color="textSecondary">Not published yet</Typography>
            )}
          </DetailField>
        </Box>
        <DetailField label="Transactional Tags">
          <TagList tags={keyword.tags?.Transactional} />
        </DetailField>
        <DetailField label="Navigational Tags">
          <TagList tags={keyword.tags?.Navigational} />
        </DetailField>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <DetailField label="Manual Tags">
            <TagList tags={keyword.manualTags} />
          </DetailField>
        </Box>
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, pt: 1 }}>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          loading={exportForAds.isPending}
          loadingPosition="start"
          onClick={() => exportForAds.mutate(keyword.id)}
        >
          Export for Ads
        </Button>
        {isWebUrl(url) && (
          <Button
            variant="outlined"
            startIcon={<OpenInNewIcon />}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Preview Article
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<ImageOutlinedIcon />}
          loading={regenerate.isPending}
          loadingPosition="start"
          onClick={() => regenerate.mutate(keyword.id)}
        >
          Regenerate Images
        </Button>
      </Stack>
    </Stack>
  );
}
