import { Chip } from '@mui/material';
import { type StatusTone, statusTone } from './table/cell-rules';

const TONE_COLOURS: Record<StatusTone, { bgcolor: string; color: string }> = {
  success: { bgcolor: 'success.light', color: 'success.dark' },
  info: { bgcolor: 'info.light', color: 'info.dark' },
  error: { bgcolor: 'error.light', color: 'error.dark' },
  neutral: { bgcolor: 'grey.100', color: 'text.secondary' },
};

/**
 * A keyword's status as a coloured badge: completed green, processing and pending blue, error red, anything
 * else grey.
 */
export function StatusBadge({ status }: { status: string }) {
  return <Chip size="small" label={status} sx={TONE_COLOURS[statusTone(status)]} />;
}
