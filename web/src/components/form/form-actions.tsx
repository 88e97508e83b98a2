import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { Box, Button } from '@mui/material';

/** The submit row of a settings form. */
export function FormActions({ label, pending }: { label: string; pending: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 0.5 }}>
      <Button
        type="submit"
        variant="contained"
        loading={pending}
        loadingPosition="start"
        startIcon={<SaveOutlinedIcon />}
      >
        {pending ? 'Saving...' : label}
      </Button>
    </Box>
  );
}
