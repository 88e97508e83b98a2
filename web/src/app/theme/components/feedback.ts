import type { Components, Theme } from '@mui/material/styles';

export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: { styleOverrides: { root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius }) } },
  MuiCssBaseline: {
    styleOverrides: {
      'html, body, #root': { height: '100%' },
      body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
    },
  },
};
