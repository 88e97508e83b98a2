import type { PaletteOptions } from '@mui/material/styles';

/**
 * Colour primitives: an indigo brand on cool slate neutrals. Every colour that carries text (`main` as text
 * on paper or as a filled chip's background, `dark` on `light`, `text.secondary` on the page background)
 * keeps WCAG AA's 4.5:1, which the accessibility e2e checks; `text.disabled` is only for disabled controls.
 */
export const palette: PaletteOptions = {
  mode: 'light',
  primary: { main: '#4f46e5', light: '#818cf8', dark: '#3730a3', contrastText: '#ffffff' },
  secondary: { main: '#0369a1', contrastText: '#ffffff' },
  success: { main: '#15803d', light: '#dcfce7', dark: '#166534', contrastText: '#ffffff' },
  warning: { main: '#b45309', light: '#fef3c7', dark: '#92400e', contrastText: '#ffffff' },
  error: { main: '#d02020', light: '#fee2e2', dark: '#b91c1c', contrastText: '#ffffff' },
  info: { main: '#2563eb', light: '#dbeafe', dark: '#1d4ed8', contrastText: '#ffffff' },
  text: { primary: '#0f172a', secondary: '#586579', disabled: '#94a3b8' },
  divider: '#e2e8f0',
  background: { default: '#f5f6fa', paper: '#ffffff' },
  action: { hover: 'rgba(15, 23, 42, 0.04)', selected: 'rgba(79, 70, 229, 0.08)' },
};
