import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { SvgIconProps } from '@mui/material';
import { NOTIFICATION_SEVERITY_LABELS, type NotificationSeverity } from '#shared/schemas/notifications';

const ICONS = { info: InfoOutlinedIcon, warning: WarningAmberIcon, error: ErrorOutlineIcon } as const;

/** A notification's severity as an icon in its colour, named for screen readers. */
export function SeverityIcon({ severity, ...props }: { severity: NotificationSeverity } & SvgIconProps) {
  const Icon = ICONS[severity];
  return (
    <Icon color={severity} titleAccess={NOTIFICATION_SEVERITY_LABELS[severity]} fontSize="small" {...props} />
  );
}
