import { alpha, type Components, type Theme } from '@mui/material/styles';

export const navigationCustomizations: Components<Theme> = {
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        minHeight: 40,
        paddingBlock: theme.spacing(0.75),
        color: theme.palette.text.secondary,
        '& .MuiListItemIcon-root': { color: 'inherit' },
        '&:hover': { color: theme.palette.text.primary },
        '&.Mui-selected': {
          color: theme.palette.primary.main,
          backgroundColor: alpha(theme.palette.primary.main, 0.08),
          '& .MuiListItemText-primary': { fontWeight: 600 },
        },
        '&.Mui-selected:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.12) },
        '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      }),
    },
  },
  MuiListItemIcon: { styleOverrides: { root: { minWidth: 36 } } },
  MuiListItemText: {
    styleOverrides: { primary: ({ theme }) => ({ ...theme.typography.body2, fontWeight: 500 }) },
  },
  MuiListSubheader: {
    styleOverrides: {
      root: ({ theme }) => ({
        ...theme.typography.overline,
        lineHeight: 2.5,
        // Group headings are read, not disabled: the muted text colour that keeps 4.5:1.
        color: theme.palette.text.secondary,
        backgroundColor: 'transparent',
      }),
    },
  },
  MuiDrawer: {
    styleOverrides: {
      paper: ({ theme }) => ({
        borderColor: theme.palette.divider,
        backgroundColor: theme.palette.background.paper,
      }),
    },
  },
  MuiBreadcrumbs: {
    styleOverrides: {
      root: ({ theme }) => ({ ...theme.typography.body2 }),
      separator: ({ theme }) => ({ color: theme.palette.text.disabled }),
    },
  },
  MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { fontWeight: 500 } } },
};
