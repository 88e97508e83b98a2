import { Box, Checkbox, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { LaunchPreviewItem } from '#shared/schemas/meta-launches';
import type { ProfileChoices } from '#shared/schemas/meta-profiles';
import { OutlinedTable } from '../../../components/outlined-table/outlined-table';
import { visuallyHidden } from '../../../lib/visually-hidden';
import {
  failsACheck,
  isEdited,
  isIncluded,
  type LaunchEdits,
  rowCopy,
  withIncluded,
  withoutCopy,
} from '../launch-draft';
import { fromMd, fromSm, PreviewRow } from './preview-row';

interface PreviewTableProps {
  items: readonly LaunchPreviewItem[];
  edits: LaunchEdits;
  onEditsChange: (edits: LaunchEdits) => void;
  /** Opens the copy editor of a row. */
  onEdit: (item: LaunchPreviewItem) => void;
  /** The saved Pages and pixels, to name a row's ids. */
  choices?: ProfileChoices;
}

/** The preview's rows, one per campaign, with a box that includes or leaves out all that may launch. */
export function PreviewTable({ items, edits, onEditsChange, onEdit, choices }: PreviewTableProps) {
  const launchable = items.filter((item) => !failsACheck(item));
  const included = launchable.filter((item) => isIncluded(item, edits)).length;
  const nameOf = (list: { id: string; name: string }[] | undefined, id: string | null) =>
    list?.find((entry) => entry.id === id)?.name;
  return (
    <OutlinedTable label="Campaigns to launch">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={launchable.length > 0 && included === launchable.length}
              indeterminate={included > 0 && included < launchable.length}
              disabled={launchable.length === 0}
              onChange={(event) => onEditsChange(withIncluded(edits, items, event.target.checked))}
              slotProps={{ input: { 'aria-label': 'Include every campaign that passes its checks' } }}
            />
          </TableCell>
          <TableCell>Campaign</TableCell>
          <TableCell sx={fromMd}>Headline</TableCell>
          <TableCell sx={fromMd}>Primary text</TableCell>
          <TableCell sx={fromSm} align="right">
            Budget
          </TableCell>
          <TableCell sx={fromSm}>Checks</TableCell>
          <TableCell align="right">
            <Box component="span" sx={visuallyHidden}>
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <PreviewRow
            key={item.keywordId}
            item={item}
            copy={rowCopy(item, edits)}
            included={isIncluded(item, edits)}
            edited={isEdited(item, edits)}
            pageName={nameOf(choices?.pages, item.pageId)}
            pixelName={nameOf(choices?.pixels, item.pixelId)}
            onInclude={(include) => onEditsChange(withIncluded(edits, [item], include))}
            onEdit={() => onEdit(item)}
            onReset={() => onEditsChange(withoutCopy(edits, item))}
          />
        ))}
      </TableBody>
    </OutlinedTable>
  );
}
