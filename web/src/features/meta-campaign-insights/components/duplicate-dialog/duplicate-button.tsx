import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useState } from 'react';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import { DuplicateDialog } from './duplicate-dialog';

/** 'Duplicate N Campaign(s)' for the selected rows (the 'Snowflake Only' row cannot be selected). */
export function DuplicateButton({ campaigns }: { campaigns: readonly EnrichedInsight[] }) {
  const [open, setOpen] = useState(false);
  if (campaigns.length === 0) return null;
  return (
    <>
      <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => setOpen(true)}>
        Duplicate {campaigns.length} Campaign(s)
      </Button>
      {open && <DuplicateDialog campaigns={campaigns} onClose={() => setOpen(false)} />}
    </>
  );
}
