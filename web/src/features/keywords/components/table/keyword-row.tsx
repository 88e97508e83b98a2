import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ReplayIcon from '@mui/icons-material/Replay';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Checkbox, IconButton, Link, Stack, TableCell, TableRow, Typography } from '@mui/material';
import type { KeywordSummary } from '#shared/schemas/keywords';
import { cannotPublish } from '../../use-can-publish';
import { StatusBadge } from '../status-badge';
import { generatedTagsText, urlCell } from './cell-rules';

export interface KeywordRowActions {
  onView: (keyword: KeywordSummary) => void;
  onEdit: (keyword: KeywordSummary) => void;
  onRetry: (keyword: KeywordSummary) => void;
  onDelete: (keyword: KeywordSummary) => void;
}

interface KeywordRowProps extends KeywordRowActions {
  keyword: KeywordSummary;
  /** The role may publish to WordPress; otherwise a keyword set to publish cannot be retried. */
  mayPublish: boolean;
  selected: boolean;
  onToggle: (id: string) => void;
}

/** Long text stays within two lines; the whole text is in the tooltip. */
const clamp = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

function UrlCellContent({ keyword }: { keyword: KeywordSummary }) {
  const cell = urlCell(keyword.url, keyword.status, keyword.publishedDate);
  if (cell.kind === 'link') {
    return (
      <Link
        href={cell.href}
        target="_blank"
        rel="noopener noreferrer"
        title={cell.href}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {cell.text}
        </Box>
        <OpenInNewIcon sx={{ fontSize: 14, flexShrink: 0 }} />
      </Link>
    );
  }
  return (
    <Typography
      variant="body2"
      color={cell.kind === 'failed' ? 'error' : 'textSecondary'}
      sx={{ fontStyle: cell.kind === 'publishing' ? 'italic' : undefined }}
    >
      {cell.text}
    </Typography>
  );
}

/** One keyword of the table: selection, its columns and its actions (retry for Error rows, else delete). */
export function KeywordRow({
  keyword,
  mayPublish,
  selected,
  onToggle,
  onView,
  onEdit,
  onRetry,
  onDelete,
}: KeywordRowProps) {
  const tags = generatedTagsText(keyword.tags);
  const name = keyword.masterKeyword;
  const retryRefusal =
    !mayPublish && keyword.options.publishToWordPress ? cannotPublish('Retrying it') : undefined;
  return (
    <TableRow hover selected={selected}>
      <TableCell padding="checkbox">
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Checkbox
            size="small"
            checked={selected}
            onChange={() => onToggle(keyword.id)}
            slotProps={{ input: { 'aria-label': `Select ${name}` } }}
          />
          <Typography
            variant="caption"
            title={keyword.id}
            sx={{
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
              color: 'text.secondary',
              pr: 1,
              whiteSpace: 'nowrap',
              overflowWrap: 'normal',
            }}
          >
            {keyword.id.slice(0, 8)}
          </Typography>
        </Stack>
      </TableCell>
      <TableCell sx={{ fontWeight: 600 }}>{keyword.primaryTag}</TableCell>
      <TableCell>{keyword.masterKeyword}</TableCell>
      <TableCell>
        <Box title={keyword.title} sx={clamp}>
          {keyword.title || (
            <Typography component="span" variant="body2" color="textSecondary">
              —
            </Typography>
          )}
        </Box>
      </TableCell>
      <TableCell>
        <Typography variant="body2" color="textSecondary" title={tags} sx={clamp}>
          {tags}
        </Typography>
      </TableCell>
      <TableCell>
        <StatusBadge status={keyword.status} />
      </TableCell>
      <TableCell>
        <UrlCellContent keyword={keyword} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton size="small" aria-label={`View ${name}`} title="View" onClick={() => onView(keyword)}>
          <VisibilityOutlinedIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Edit ${name}`} title="Edit" onClick={() => onEdit(keyword)}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
        {keyword.status === 'Error' ? (
          // A disabled button takes no pointer events: the reason is on its wrapper (and read out with it).
          <Box component="span" title={retryRefusal ?? 'Retry'}>
            <IconButton
              size="small"
              color="primary"
              aria-label={`Retry ${name}`}
              aria-description={retryRefusal}
              disabled={retryRefusal !== undefined}
              onClick={() => onRetry(keyword)}
            >
              <ReplayIcon fontSize="small" />
            </IconButton>
          </Box>
        ) : (
          <IconButton
            size="small"
            aria-label={`Delete ${name}`}
            title="Delete"
            onClick={() => onDelete(keyword)}
            sx={{ '&:hover': { color: 'error.main' } }}
          >
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
}
