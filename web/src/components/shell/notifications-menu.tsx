import { Menu, MenuItem } from '@mui/material';

/** The bell's menu; loaded on first click so the shell bundle stays small. */
export function NotificationsMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem disabled>No new notifications</MenuItem>
    </Menu>
  );
}
