/**
 * The status tiles' tooltip chunk (MUI's Tooltip and its positioning engine). The tiles wait for it, so the
 * signed-in routes ask for it together with the shell's chunks rather than once the shell has run.
 */
export const loadStatusTooltip = () => import('@mui/material/Tooltip');
