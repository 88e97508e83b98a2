import type { Components, Theme } from '@mui/material/styles';

export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: { defaultProps: { disableRipple: false } },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius, paddingInline: theme.spacing(2) }),
      sizeLarge: { minHeight: 44, fontSize: '0.9375rem' },
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: ({ theme, ownerState }) => ({
        borderRadius: theme.shape.borderRadius,
        // Muted only by default: an explicit colour (e.g. `inherit` on a toast) wins.
        ...((ownerState.color ?? 'default') === 'default' && { color: theme.palette.text.secondary }),
      }),
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.palette.background.paper,
        borderRadius: theme.shape.borderRadius,
        '&:hover:not(.Mui-focused):not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
          borderColor: theme.palette.text.disabled,
        },
      }),
      notchedOutline: ({ theme }) => ({ borderColor: theme.palette.divider }),
    },
  },
  MuiFormHelperText: { styleOverrides: { root: { marginInline: 2 } } },
};
