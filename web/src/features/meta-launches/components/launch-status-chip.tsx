import { Chip } from '@mui/material';
import type { LaunchItemStatus, LaunchStatus } from '#shared/schemas/meta-launches';
import { LAUNCH_ITEM_STATUS, LAUNCH_STATUS } from '../launch-labels';

/** Running, Done, Partly failed or Failed. */
export function LaunchStatusChip({ status }: { status: LaunchStatus }) {
  const { label, tone } = LAUNCH_STATUS[status];
  return (
    <Chip size="small" color={tone} variant={status === 'running' ? 'outlined' : 'filled'} label={label} />
  );
}

/** One campaign of a launch: Pending, Created or Failed. */
export function LaunchItemStatusChip({ status }: { status: LaunchItemStatus }) {
  const { label, tone } = LAUNCH_ITEM_STATUS[status];
  return <Chip size="small" color={tone} variant="outlined" label={label} />;
}
