import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title: what the screen is for, or what it shows. */
  subtitle?: ReactNode;
  /** The screen's buttons, at the right of the title; under it where the two do not fit (a phone). */
  actions?: ReactNode;
  /**
   * Where the actions sit beside the title: level with its first line, or centred on the title and
   * subtitle (the keyword screens, whose Process All and Add buttons face the two lines).
   */
  actionsAlign?: 'top' | 'center';
  /** A link back up, above the title (`BackLink`). */
  back?: ReactNode;
}

/** Every screen's heading: the page's one h1, its subtitle and its actions. */
export function PageHeader({ title, subtitle, actions, actionsAlign = 'top', back }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: actionsAlign === 'top' ? 'flex-start' : { xs: 'flex-start', sm: 'center' },
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        {back}
        <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography
            variant="body2"
            color="textSecondary"
            component={typeof subtitle === 'string' ? 'p' : 'div'}
            sx={{ mt: 0.5 }}
          >
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{actions}</Box>}
    </Box>
  );
}
