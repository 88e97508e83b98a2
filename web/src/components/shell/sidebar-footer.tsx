import LogoutIcon from '@mui/icons-material/Logout';
import { Box, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import type { AuthUser } from '#shared/schemas/auth';
import { AccountButton } from './account/account-button';
import { CollapsedTooltip } from './collapsed-tooltip';

/**
 * Signed-in user (a button opening their account menu) and the log-out link (a plain link: the server
 * ends the session and redirects).
 */
export function SidebarFooter({
  user,
  collapsed,
}: {
  user: AuthUser | null | undefined;
  collapsed: boolean;
}) {
  const logout = (
    <ListItemButton
      component="a"
      href="/api/logout"
      aria-label={collapsed ? 'Log out' : undefined}
      sx={collapsed ? { justifyContent: 'center', px: 0 } : undefined}
    >
      <ListItemIcon sx={collapsed ? { minWidth: 0 } : undefined}>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      {!collapsed && <ListItemText primary="Log out" />}
    </ListItemButton>
  );
  return (
    <Box
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
      }}
    >
      <AccountButton user={user} collapsed={collapsed} />
      {collapsed ? <CollapsedTooltip title="Log out">{logout}</CollapsedTooltip> : logout}
    </Box>
  );
}
