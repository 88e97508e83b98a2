import AutorenewIcon from '@mui/icons-material/Autorenew';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PublishIcon from '@mui/icons-material/Publish';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import { Button, Stack, Typography } from '@mui/material';

interface BulkBarProps {
  count: number;
  busy: boolean;
  onProcess: () => void;
  onRegenerateImages: () => void;
  /** Publishes the selected keywords held in review (publish_content: off without it). */
  onApprove: () => void;
  canApprove: boolean;
  onRegenerateArticle: () => void;
  onDelete: () => void;
  onCancel: () => void;
  /** Opens a launch of a campaign per selected keyword; absent for a role that cannot create campaigns. */
  onLaunch?: () => void;
}

/** Shown while rows are selected: the bulk actions over them. */
export function BulkBar({
  count,
  busy,
  onProcess,
  onRegenerateImages,
  onApprove,
  canApprove,
  onRegenerateArticle,
  onDelete,
  onCancel,
  onLaunch,
}: BulkBarProps) {
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label="Bulk actions"
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'action.selected',
      }}
    >
      <Typography variant="subtitle2" sx={{ mr: 'auto', color: 'primary.dark' }}>
        {count} selected
      </Typography>
      <Button size="small" startIcon={<PlayArrowIcon />} onClick={onProcess} disabled={busy}>
        Process
      </Button>
      <Button size="small" startIcon={<ImageOutlinedIcon />} onClick={onRegenerateImages} disabled={busy}>
        Regenerate Images
      </Button>
      <Button size="small" startIcon={<AutorenewIcon />} onClick={onRegenerateArticle} disabled={busy}>
        Regenerate Article
      </Button>
      <Button size="small" startIcon={<PublishIcon />} onClick={onApprove} disabled={busy || !canApprove}>
        Approve
      </Button>
      {onLaunch && (
        <Button size="small" startIcon={<RocketLaunchOutlinedIcon />} onClick={onLaunch} disabled={busy}>
          Launch campaigns
        </Button>
      )}
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutlinedIcon />}
        onClick={onDelete}
        disabled={busy}
      >
        Delete
      </Button>
      <Button size="small" color="inherit" onClick={onCancel}>
        Cancel
      </Button>
    </Stack>
  );
}
