import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useMetaSandbox } from '../api/use-meta-sandbox';

interface MetaSandboxNoticeProps {
  /** The saved credentials are the sandbox's. */
  inUse: boolean;
  /** This server runs the local sandbox (never on AWS). */
  available: boolean;
}

/**
 * Says plainly when Meta calls go to the local Meta Graph sandbox, and (local stack only) offers to save its
 * credentials, so campaigns can be tried without a Meta account.
 */
export function MetaSandboxNotice({ inUse, available }: MetaSandboxNoticeProps) {
  const useSandbox = useMetaSandbox();
  if (!inUse && !available) return null;
  return (
    <Alert severity={inUse ? 'warning' : 'info'} icon={<ScienceOutlinedIcon />} sx={{ mb: 3 }}>
      <AlertTitle>{inUse ? 'Local sandbox in use' : 'Local sandbox available'}</AlertTitle>
      {inUse
        ? 'These are the local Meta Graph sandbox’s credentials: campaigns, pages and insights come from the sandbox, not from Meta.'
        : 'This local stack runs a Meta Graph sandbox. Use sandbox saves its test token, ad account, page and pixel in place of the form’s values.'}
      {/* Under the text rather than beside it, so a phone keeps the text its full width. */}
      {available && (
        <Box sx={{ mt: 1.5 }}>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            loading={useSandbox.isPending}
            onClick={() => useSandbox.mutate()}
          >
            {inUse ? 'Reset sandbox credentials' : 'Use sandbox'}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
