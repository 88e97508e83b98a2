import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Summary figures as a grid of small cards: two across on a phone, three on a tablet, five on a wide screen. */
export function FigureCardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}

/** One figure: its title, its value (a skeleton while `value` is undefined) and an optional note under it. */
export function FigureCard({
  label,
  title,
  titleComponent = 'p',
  value,
  valueColor = 'text.primary',
  note,
}: {
  /** The card's accessible name. */
  label: string;
  title: ReactNode;
  /** 'h2' where the cards are the screen's sections. */
  titleComponent?: 'h2' | 'p';
  value: ReactNode | undefined;
  valueColor?: string;
  note?: ReactNode;
}) {
  return (
    <Card component="section" aria-label={label}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Typography variant="body2" color="textSecondary" component={titleComponent} sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        <Typography
          component="p"
          sx={{
            mt: 0.5,
            fontSize: { xs: '1.125rem', sm: '1.375rem' },
            fontWeight: 600,
            color: valueColor,
            overflowWrap: 'anywhere',
          }}
        >
          {value ?? <Skeleton width={72} />}
        </Typography>
        {note}
      </CardContent>
    </Card>
  );
}
