import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { toast } from '../../../lib/toast';

/** Puts a landing URL on the clipboard and says so. */
async function copyLandingUrl(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'URL copied', description: url });
  } catch (error) {
    toast({ title: 'Copy failed', description: (error as Error).message, variant: 'destructive' });
  }
}

/**
 * A landing URL on one line, cut at the cell's width: the whole URL on hover and focus, and a button that
 * copies it. `label` names the button ("Copy the landing URL of ...").
 */
export function LandingUrlLine({ url, label }: { url: string; label: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.25,
        width: { xs: 180, sm: 220, lg: 260 },
        maxWidth: '100%',
      }}
    >
      <Tooltip title={url} describeChild>
        <Typography
          variant="caption"
          color="textSecondary"
          noWrap
          tabIndex={0}
          sx={{ fontFamily: 'monospace', minWidth: 0, flex: 1 }}
        >
          {url || 'No URL'}
        </Typography>
      </Tooltip>
      {url && (
        <IconButton size="small" aria-label={label} onClick={() => void copyLandingUrl(url)}>
          <ContentCopyIcon sx={{ fontSize: 16 }} />
        </IconButton>
      )}
    </Box>
  );
}
