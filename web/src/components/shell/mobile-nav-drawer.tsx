import { Drawer } from '@mui/material';
import { MOBILE_DRAWER_WIDTH } from '../../config/ui';
import { Sidebar } from './sidebar';

/** Small screens: the sidebar in a temporary left drawer that closes once an item is chosen. */
export function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      variant="temporary"
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: MOBILE_DRAWER_WIDTH, maxWidth: '85vw' } } }}
    >
      <Sidebar onNavigate={onClose} />
    </Drawer>
  );
}
