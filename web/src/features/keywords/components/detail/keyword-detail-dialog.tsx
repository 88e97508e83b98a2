import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useKeyword } from '../../api/get-keyword';
import { DetailError, DetailLoading } from './keyword-detail-states';
import { KeywordDetailView } from './keyword-detail-view';

interface KeywordDetailDialogProps {
  /** The row's id and master keyword: the title shows while the whole record loads. */
  keyword: { id: string; masterKeyword: string };
  onClose: () => void;
}

/** The table's view action: the keyword's detail tabs in a dialog (full screen on phones). */
export function KeywordDetailDialog({ keyword, onClose }: KeywordDetailDialogProps) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const detail = useKeyword(keyword.id);
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={small} aria-labelledby={titleId}>
      <DialogTitle component="div" sx={{ pr: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {detail.data?.masterKeyword ?? keyword.masterKeyword}
          </Typography>
          <IconButton
            aria-label="Open in a new tab"
            title="Open in a new tab"
            href={`/detail/${encodeURIComponent(keyword.id)}`}
            target="_blank"
            rel="noopener"
          >
            <OpenInNewIcon fontSize="small" />
          </IconButton>
          <IconButton aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
      </DialogTitle>
      <DialogContent sx={{ minHeight: { sm: 480 } }}>
        {detail.data ? (
          <KeywordDetailView keyword={detail.data} />
        ) : detail.isError ? (
          <DetailError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <DetailLoading />
        )}
      </DialogContent>
    </Dialog>
  );
}
