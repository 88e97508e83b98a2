import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { createLink, type LinkProps } from '@tanstack/react-router';

const ButtonLink = createLink(Button);

/** The link back up above a page's title, its arrow level with the title's first letter. */
export function BackLink({ to, children }: { to: LinkProps['to']; children: string }) {
  return (
    <ButtonLink to={to} size="small" startIcon={<ArrowBackIcon />} sx={{ ml: -1, mb: 1 }}>
      {children}
    </ButtonLink>
  );
}
