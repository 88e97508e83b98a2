import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import type { LaunchPreviewItem, LaunchRequest } from '#shared/schemas/meta-launches';
import { useAdSettingsChoices } from '../../../api/get-ad-settings-choices';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { launchRefused, useCreateLaunch } from '../api/create-launch';
import {
  initialEdits,
  isIncluded,
  launchBody,
  launchLabel,
  launchSummary,
  rowCopy,
  withCopy,
} from '../launch-draft';
import { PreviewTable } from './preview-table';
import { RowCopyDialog } from './row-copy-dialog';

/** A preview as it was answered, with the idempotency key its launch is sent with. */
export interface Preview {
  request: LaunchRequest;
  items: LaunchPreviewItem[];
  key: string;
}

interface PreviewPanelProps {
  preview: Preview;
  /** The form asks something else now: this preview cannot be launched. */
  stale: boolean;
  canLaunch: boolean;
}

/**
 * The preview's campaigns with their edits and exclusions, what launching them does in a line, and the
 * button that launches them (then opens the launch). A new preview starts over (the screen keys it).
 */
export function PreviewPanel({ preview, stale, canLaunch }: PreviewPanelProps) {
  const [edits, setEdits] = useState(() => initialEdits(preview.items));
  const [editing, setEditing] = useState<LaunchPreviewItem>();
  // One key per preview, so a double click or a retry after a lost answer launches once; a refused launch
  // is over, and the next attempt (its body changed, most likely) is a new one.
  const key = useRef(preview.key);
  const create = useCreateLaunch();
  const choices = useAdSettingsChoices().data;
  const navigate = useNavigate();
  const headingId = useId();
  const { items, request } = preview;
  const count = items.filter((item) => isIncluded(item, edits)).length;

  const launch = () =>
    create.mutate(
      { body: launchBody(request, items, edits), key: key.current },
      {
        onSuccess: ({ launchId }) => void navigate({ to: '/meta-launches/$launchId', params: { launchId } }),
        onError: (error) => {
          if (launchRefused(error)) key.current = crypto.randomUUID();
        },
      },
    );

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
              <Typography variant="h6" component="h2" id={headingId}>
                Preview
              </Typography>
              <Typography variant="body2" color="textSecondary" role="status">
                {launchSummary(items, edits, request.status)}
              </Typography>
            </Box>
            <Button
              variant="contained"
              startIcon={<RocketLaunchOutlinedIcon />}
              disabled={!canLaunch || stale || count === 0}
              loading={create.isPending}
              onClick={launch}
            >
              {launchLabel(count)}
            </Button>
          </Box>
          {stale && (
            <Alert severity="info">
              The articles or settings changed since this preview: preview again to launch with them.
            </Alert>
          )}
          {create.isError && (
            <Alert severity="error">
              <AlertTitle>Failed to launch campaigns</AlertTitle>
              {apiErrorMessage(create.error)}
            </Alert>
          )}
          <PreviewTable
            items={items}
            edits={edits}
            onEditsChange={setEdits}
            onEdit={setEditing}
            choices={choices}
          />
        </Stack>
      </CardContent>
      {editing && (
        <RowCopyDialog
          item={editing}
          copy={rowCopy(editing, edits)}
          onSave={(copy) => setEdits(withCopy(edits, editing, copy))}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}
