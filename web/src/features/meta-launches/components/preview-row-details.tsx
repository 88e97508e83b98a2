import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { LaunchPreviewItem } from '#shared/schemas/meta-launches';
import { formatUsd } from '../../../lib/format';
import type { RowCopy } from '../launch-draft';
import { CheckList } from './launch-checks';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

interface PreviewRowDetailsProps {
  item: LaunchPreviewItem;
  copy: RowCopy;
  pageName?: string;
  pixelName?: string;
  edited: boolean;
  /** Absent for a row that cannot be launched. */
  onEdit?: () => void;
  onReset: () => void;
}

/** Everything a preview row holds, in full: its copy, URL, Page, pixel, budget and each check's message. */
export function PreviewRowDetails({
  item,
  copy,
  pageName,
  pixelName,
  edited,
  onEdit,
  onReset,
}: PreviewRowDetailsProps) {
  const named = (name: string | undefined, id: string) => (name ? `${name} (${id})` : id);
  return (
    <Grid container spacing={3} sx={{ py: 2 }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={1.5}>
          <Field label="Headline">{copy.adTitle}</Field>
          <Field label="Primary text">{copy.primaryText}</Field>
          <Field label="Description">{copy.adDescription}</Field>
          <Field label="Landing URL">
            <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {item.landingUrl || 'No URL: the article is not published'}
            </Box>
          </Field>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            {onEdit && (
              <Button size="small" variant="outlined" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
                Edit ad copy
              </Button>
            )}
            {edited && (
              <Button size="small" color="inherit" startIcon={<UndoIcon />} onClick={onReset}>
                Use the article's copy
              </Button>
            )}
          </Stack>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={1.5}>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
            <Field label="Ad set">{item.adsetName}</Field>
            <Field label="Daily budget">{formatUsd(item.dailyBudget)}</Field>
            <Field label="Page">{item.pageId ? named(pageName, item.pageId) : 'None'}</Field>
            <Field label="Pixel">{item.pixelId ? named(pixelName, item.pixelId) : 'None'}</Field>
          </Box>
          <CheckList checks={item.checks} />
        </Stack>
      </Grid>
    </Grid>
  );
}
