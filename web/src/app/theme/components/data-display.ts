import type { Components, Theme } from '@mui/material/styles';

export const dataDisplayCustomizations: Components<Theme> = {
  MuiChip: {
    styleOverrides: {
      root: { fontWeight: 600 },
      sizeSmall: { height: 26, fontSize: '0.75rem' },
    },
  },
  MuiTooltip: {
    styleOverrides: {
      tooltip: ({ theme }) => ({
        ...theme.typography.caption,
        fontWeight: 500,
        backgroundColor: theme.palette.text.primary,
      }),
      arrow: ({ theme }) => ({ color: theme.palette.text.primary }),
    },
  },
  MuiAvatar: {
    styleOverrides: {
      root: ({ theme }) => ({
        fontSize: '0.875rem',
        fontWeight: 600,
        color: theme.palette.primary.dark,
        backgroundColor: theme.palette.action.selected,
      }),
    },
  },
  // Table containers are focusable regions (TableRegion): a ring shows where the keyboard is.
  MuiTableContainer: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      }),
    },
  },
  MuiDivider: { styleOverrides: { root: ({ theme }) => ({ borderColor: theme.palette.divider }) } },
};
