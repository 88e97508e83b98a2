import type { Components, Theme } from '@mui/material/styles';

export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: { styleOverrides: { root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius }) } },
  MuiLinearProgress: {
    styleOverrides: {
      // A neutral track: MUI's default, a tint of the bar's own colour, reads as a full bar at 0%.
      determinate: ({ theme }) => ({ backgroundColor: theme.palette.divider }),
    },
  },
  MuiCssBaseline: {
    styleOverrides: {
      'html, body, #root': { height: '100%' },
      body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
      // Definition lists are laid out as label and value grids: no browser indent, and a long value (an id,
      // a URL) wraps rather than widening its card.
      'dl, dd': { margin: 0 },
      dd: { overflowWrap: 'anywhere' },
    },
  },
};
