import LogoutIcon from '@mui/icons-material/Logout';
import { Avatar, Box, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { AuthUser } from '#shared/schemas/auth';
import { CollapsedTooltip } from './collapsed-tooltip';
import { roleLabel, userInitials } from './user-display';

/** Signed-in user and the log-out link (a plain link: the server ends the session and redirects). */
export function SidebarFooter({
  user,
  collapsed,
}: {
  user: AuthUser | null | undefined;
  collapsed: boolean;
}) {
  const username = user?.username ?? '';
  const role = user ? roleLabel(user.role) : '';
  const avatar = <Avatar sx={{ width: 36, height: 36 }}>{userInitials(username)}</Avatar>;
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
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: collapsed ? 0 : 1,
          py: 0.5,
          justifyContent: collapsed ? 'center' : 'flex-start',
        }}
      >
        {collapsed ? <CollapsedTooltip title={`${username} (${role})`}>{avatar}</CollapsedTooltip> : avatar}
        {!collapsed && (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={username}>
              {username}
            </Typography>
            <Typography variant="caption" color="textSecondary" component="p">
              {role}
            </Typography>
          </Box>
        )}
      </Box>
      {collapsed ? <CollapsedTooltip title="Log out">{logout}</CollapsedTooltip> : logout}
    </Box>
  );
}
