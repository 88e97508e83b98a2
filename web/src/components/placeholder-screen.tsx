import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface PlaceholderScreenProps {
  title: string;
  /** Extra context under the title, e.g. the id a detail route was opened with. */
  subtitle?: ReactNode;
}

/** Stand-in for a screen that later work fills in: its real title and a muted "coming" note. */
export function PlaceholderScreen({ title, subtitle }: PlaceholderScreenProps) {
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <ConstructionOutlinedIcon color="disabled" />
            <Typography variant="body2" color="textSecondary">
              This screen is coming soon.
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
