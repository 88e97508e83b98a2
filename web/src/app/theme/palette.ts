import type { PaletteOptions } from '@mui/material/styles';

/** Colour primitives: an indigo brand on cool slate neutrals. */
export const palette: PaletteOptions = {
  mode: 'light',
  primary: { main: '#4f46e5', light: '#818cf8', dark: '#3730a3', contrastText: '#ffffff' },
  secondary: { main: '#0ea5e9', contrastText: '#ffffff' },
  success: { main: '#16a34a', light: '#dcfce7', dark: '#15803d', contrastText: '#ffffff' },
  warning: { main: '#d97706', light: '#fef3c7', dark: '#b45309' },
  error: { main: '#dc2626', light: '#fee2e2', dark: '#b91c1c', contrastText: '#ffffff' },
  info: { main: '#2563eb', light: '#dbeafe', dark: '#1d4ed8' },
  text: { primary: '#0f172a', secondary: '#64748b', disabled: '#94a3b8' },
  divider: '#e2e8f0',
  background: { default: '#f5f6fa', paper: '#ffffff' },
  action: { hover: 'rgba(15, 23, 42, 0.04)', selected: 'rgba(79, 70, 229, 0.08)' },
};
