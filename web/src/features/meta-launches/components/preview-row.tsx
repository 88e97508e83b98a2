import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import {
  Box,
  Checkbox,
  Chip,
  Collapse,
  IconButton,
  TableCell,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import type { LaunchPreviewItem } from '#shared/schemas/meta-launches';
import { formatUsd } from '../../../lib/format';
import { failsACheck, type RowCopy } from '../launch-draft';
import { LandingUrlLine } from './landing-url-line';
import { ChecksChip } from './launch-checks';
import { PreviewRowDetails } from './preview-row-details';

/** Columns by width: phones show the campaign (its checks under it) and the actions; the copy from md on. */
export const fromSm = { display: { xs: 'none', sm: 'table-cell' } } as const;
export const fromMd = { display: { xs: 'none', md: 'table-cell' } } as const;
export const PREVIEW_COLUMNS = 7;

/** Two (or `lines`) lines of text at most; the rest is in the row's details. */
const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }) as const;

interface PreviewRowProps {
  item: LaunchPreviewItem;
  copy: RowCopy;
  included: boolean;
  edited: boolean;
  pageName?: string;
  pixelName?: string;
  onInclude: (included: boolean) => void;
  onEdit: () => void;
  onReset: () => void;
}

/**
 * One campaign of the preview: a box to leave it out (a row that fails a check is out and stays out), its
 * name and landing URL, copy, budget, checks, an edit button, and its details below when opened.
 */
export function PreviewRow({ item, copy, included, edited, onInclude, onEdit, ...rest }: PreviewRowProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const blocked = failsACheck(item);
  const name = item.campaignName;
  const box = (
    <Checkbox
      checked={included}
      disabled={blocked}
      onChange={(event) => onInclude(event.target.checked)}
      slotProps={{ input: { 'aria-label': `Include ${name}` } }}
    />
  );
  return (
    <>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 'none' : undefined }, verticalAlign: 'top' }}>
        <TableCell padding="checkbox">
          {blocked ? (
            <Tooltip title="Left out: a check failed">
              <span>{box}</span>
            </Tooltip>
          ) : (
            box
          )}
        </TableCell>
        <TableCell sx={{ color: included ? undefined : 'text.secondary' }}>
          <Typography variant="body2" component="div" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {name}
            {edited && <Chip size="small" label="Edited" color="info" variant="outlined" sx={{ ml: 1 }} />}
          </Typography>
          <LandingUrlLine url={item.landingUrl} label={`Copy the landing URL of ${name}`} />
          {/* A phone has no room for the checks' column: they sit under the campaign. */}
          <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
            <ChecksChip checks={item.checks} />
          </Box>
        </TableCell>
        <TableCell sx={{ ...fromMd, minWidth: 140 }}>
          <Box sx={clamp(2)}>{copy.adTitle}</Box>
        </TableCell>
        <TableCell sx={{ ...fromMd, minWidth: 180 }}>
          <Box sx={clamp(3)}>{copy.primaryText}</Box>
        </TableCell>
        <TableCell sx={fromSm} align="right">
          {formatUsd(item.dailyBudget)}
        </TableCell>
        <TableCell sx={fromSm}>
          <ChecksChip checks={item.checks} />
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap', px: { xs: 0.5, sm: 1 } }}>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            <IconButton aria-label={`Edit the ad copy of ${name}`} onClick={onEdit} disabled={blocked}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Box>
          <IconButton
            aria-label={`Details of ${name}`}
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={() => setOpen(!open)}
          >
            <KeyboardArrowDownIcon
              fontSize="small"
              sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </IconButton>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={PREVIEW_COLUMNS} sx={{ py: 0, ...(open ? {} : { borderBottom: 'none' }) }}>
          <Collapse in={open} unmountOnExit>
            <Box id={detailsId} role="region" aria-label={`Details of ${name}`}>
              <PreviewRowDetails
                item={item}
                copy={copy}
                edited={edited}
                onEdit={blocked ? undefined : onEdit}
                {...rest}
              />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
