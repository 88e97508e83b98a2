import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One kind of second factor: its icon, name, whether it is on, what it is, and its actions. */
export function FactorCard({
  icon,
  title,
  on,
  description,
  action,
  children,
}: {
  icon: ReactNode;
  title: string;
  on: boolean;
  description: string;
  action: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }} aria-hidden>
            {icon}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="h6" component="h2">
                {title}
              </Typography>
              <Chip
                label={on ? 'On' : 'Off'}
                size="small"
                color={on ? 'success' : 'default'}
                variant={on ? 'filled' : 'outlined'}
              />
            </Stack>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
            {children}
            <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{action}</Box>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
