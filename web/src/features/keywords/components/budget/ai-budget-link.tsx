import { Button } from '@mui/material';
import { createLink } from '@tanstack/react-router';

const ButtonLink = createLink(Button);

/** An alert's link to Settings > AI Budget, where the spend, the limits and the held runs are. */
export function AiBudgetLink() {
  return (
    // One line even beside a long alert text in a narrow dialog.
    <ButtonLink
      to="/settings"
      search={{ tab: 'budget' }}
      color="inherit"
      size="small"
      sx={{ whiteSpace: 'nowrap' }}
    >
      AI Budget
    </ButtonLink>
  );
}
