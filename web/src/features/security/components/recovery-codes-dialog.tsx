import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { Alert, Box, Button, Stack } from '@mui/material';
import { PRODUCT_ABBREVIATION, PRODUCT_NAME } from '#shared/product/product';
import { ResultDialog } from '../../../components/result-dialog/result-dialog';
import { downloadFile } from '../../../lib/download';
import { toast } from '../../../lib/toast';

const asText = (codes: string[]) =>
  `${PRODUCT_NAME} recovery codes. Each one works once, in place of your authenticator app's code.\n\n${codes.join('\n')}\n`;

async function copy(codes: string[]) {
  try {
    await navigator.clipboard.writeText(codes.join('\n'));
    toast({ title: 'Recovery codes copied', description: 'Keep them somewhere safe.' });
  } catch {
    toast({ title: 'Could not copy', description: 'Download them instead.', variant: 'destructive' });
  }
}

/** The recovery codes, shown this once: copy or download them before closing. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  return (
    <ResultDialog
      title="Save your recovery codes"
      closeLabel="I have saved them"
      dismissible={false}
      maxWidth="sm"
      onClose={onClose}
    >
      <Stack spacing={2.5}>
        <Alert severity="warning">
          This is the only time they are shown. If you lose your phone, each code signs you in once in place
          of the app's code.
        </Alert>
        <Box
          component="ol"
          aria-label="Recovery codes"
          sx={{
            m: 0,
            p: 2,
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 1,
            fontFamily: 'monospace',
            fontSize: '1rem',
            bgcolor: 'action.hover',
            borderRadius: 1,
            textAlign: 'center',
          }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="outlined" startIcon={<ContentCopyOutlinedIcon />} onClick={() => void copy(codes)}>
            Copy
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadOutlinedIcon />}
            onClick={() =>
              downloadFile(`${PRODUCT_ABBREVIATION}-recovery-codes.txt`, asText(codes), 'text/plain')
            }
          >
            Download
          </Button>
        </Stack>
      </Stack>
    </ResultDialog>
  );
}
