import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Card, CardContent, Chip, IconButton, Link, Stack, Typography } from '@mui/material';
import type { KeywordSummary } from '#shared/schemas/keywords';
import { formatDateTime } from '../../../../lib/format';
import { isWebUrl } from '../../../../lib/web-url';

interface KeywordCardProps {
  keyword: KeywordSummary;
  onDelete: (keyword: KeywordSummary) => void;
}

/** A keyword of the simple page: secondary tags, article status (published highlighted), link and date. */
export function KeywordCard({ keyword, onDelete }: KeywordCardProps) {
  const articleStatus = keyword.articleStatus ?? 'pending';
  const published = articleStatus === 'published';
  const articleUrl = keyword.publishedUrl ?? keyword.url;
  return (
    <Card
      component="article"
      aria-label={keyword.primaryTag}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
            {keyword.primaryTag}
          </Typography>
          <IconButton
            size="small"
            aria-label={`Delete ${keyword.primaryTag}`}
            title="Delete"
            onClick={() => onDelete(keyword)}
            sx={{ mt: -0.5, mr: -1, '&:hover': { color: 'error.main' } }}
          >
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Stack>
        {keyword.secondaryTags.length > 0 ? (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            {keyword.secondaryTags.map((tag) => (
              <Chip key={tag} size="small" variant="outlined" label={tag} />
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="textSecondary">
            No secondary tags
          </Typography>
        )}
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Chip
              size="small"
              label={articleStatus}
              color={published ? 'success' : 'default'}
              variant={published ? 'filled' : 'outlined'}
            />
            {isWebUrl(articleUrl) ? (
              <Link
                href={articleUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                View Article
                <OpenInNewIcon sx={{ fontSize: 14 }} />
              </Link>
            ) : (
              <Typography variant="body2" color="textSecondary">
                View Article
              </Typography>
            )}
          </Stack>
          <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mt: 1 }}>
            {keyword.publishedDate
              ? `Published ${formatDateTime(keyword.publishedDate)}`
              : 'Not published yet'}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
