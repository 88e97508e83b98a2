import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatCount, formatSignedPercent } from '../../../../lib/format';

interface StatCardProps {
  title: string;
  /** `undefined` while loading, `null` when it could not be read. */
  value: number | null | undefined;
  icon: ReactNode;
  /** Signed change in percent, e.g. 12 -> "+12%". */
  change?: number;
  changeText?: string;
}

/** One dashboard counter: title, value, icon and an optional change. */
export function StatCard({ title, value, icon, change, changeText }: StatCardProps) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 500 }}>
              {title}
            </Typography>
            <Typography variant="h4" component="p" sx={{ mt: 1, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
              {value === undefined ? <Skeleton width={64} /> : value === null ? '—' : formatCount(value)}
            </Typography>
          </Box>
          <Box
            aria-hidden
            sx={{
              width: 44,
              height: 44,
              flexShrink: 0,
              borderRadius: 2,
              // Two cards share a phone's width: the numbers need the room more than the icons.
              display: { xs: 'none', sm: 'grid' },
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: 'action.selected',
            }}
          >
            {icon}
          </Box>
        </Stack>
        {change !== undefined && (
          <Stack
            direction="row"
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 0.75, mt: 2 }}
          >
            <TrendingUpIcon sx={{ fontSize: 18, color: change >= 0 ? 'success.main' : 'error.main' }} />
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, color: change >= 0 ? 'success.dark' : 'error.dark' }}
            >
              {formatSignedPercent(change)}
            </Typography>
            {changeText && (
              <Typography variant="body2" color="textSecondary">
                {changeText}
              </Typography>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
