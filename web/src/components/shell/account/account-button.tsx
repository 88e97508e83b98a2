import { Avatar, Box, ButtonBase, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { AuthUser } from '#shared/schemas/auth';
import { CollapsedTooltip } from '../collapsed-tooltip';
import { roleLabel, userInitials } from '../user-display';

// Both load on first use: the shell's first paint needs neither the menu nor the form and its schema.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));
const ChangePasswordDialog = lazy(() =>
  import('./change-password-dialog').then((module) => ({ default: module.ChangePasswordDialog })),
);

/**
 * The signed-in user in the sidebar footer (avatar, name and role label), as a button that opens their
 * account menu: Change password, and Security (their second factors).
 */
export function AccountButton({
  user,
  collapsed,
}: {
  user: AuthUser | null | undefined;
  collapsed: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuRequested, setMenuRequested] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const username = user?.username ?? '';
  const role = user ? roleLabel(user.role) : '';

  const button = (
    <ButtonBase
      aria-label={`Account menu for ${username}`}
      aria-haspopup="menu"
      aria-expanded={anchor ? 'true' : undefined}
      disabled={!user}
      onClick={(event) => {
        setMenuRequested(true);
        setAnchor(event.currentTarget);
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: collapsed ? 0 : 1,
        py: 0.5,
        borderRadius: 1,
        justifyContent: collapsed ? 'center' : 'flex-start',
        textAlign: 'left',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Avatar sx={{ width: 36, height: 36 }}>{userInitials(username)}</Avatar>
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
    </ButtonBase>
  );

  return (
    <>
      {collapsed ? <CollapsedTooltip title={`${username} (${role})`}>{button}</CollapsedTooltip> : button}
      {menuRequested && user && (
        <Suspense fallback={null}>
          <AccountMenu
            anchor={anchor}
            email={user.email}
            onClose={() => setAnchor(null)}
            onChangePassword={() => setChangingPassword(true)}
          />
        </Suspense>
      )}
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </>
  );
}
