import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import { Box, Divider, IconButton, List, ListSubheader, Typography } from '@mui/material';
import { useRouterState } from '@tanstack/react-router';
import { PRODUCT_NAME } from '#shared/product/product';
import { useAuthUser } from '../../lib/auth-user';
import { BrandLogo } from '../brand/brand-mark';
import { NAV_GROUPS } from './nav-items';
import { isNavItemActive } from './shell-paths';
import { SidebarFooter } from './sidebar-footer';
import { SidebarNavItem } from './sidebar-nav-item';

interface SidebarProps {
  collapsed?: boolean;
  /** Present on wide screens only: the permanent sidebar can collapse, the mobile drawer cannot. */
  onToggleCollapsed?: () => void;
  /** Called after an item is chosen, so the mobile drawer can close. */
  onNavigate?: () => void;
}

export function Sidebar({ collapsed = false, onToggleCollapsed, onNavigate }: SidebarProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { data: user } = useAuthUser();
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  const toggle = onToggleCollapsed && (
    <IconButton size="small" aria-label={toggleLabel} onClick={onToggleCollapsed}>
      {collapsed ? (
        <KeyboardDoubleArrowRightIcon fontSize="small" />
      ) : (
        <KeyboardDoubleArrowLeftIcon fontSize="small" />
      )}
    </IconButton>
  );

  return (
    <Box
      component="nav"
      aria-label="Main navigation"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box
        sx={{
          height: 64,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          px: collapsed ? 0 : 2.5,
          justifyContent: collapsed ? 'center' : 'flex-start',
        }}
      >
        <BrandLogo />
        {!collapsed && (
          <>
            <Typography variant="h6" component="div" noWrap sx={{ flex: 1, fontWeight: 700 }}>
              {PRODUCT_NAME}
            </Typography>
            {toggle}
          </>
        )}
      </Box>
      {collapsed && <Box sx={{ display: 'flex', justifyContent: 'center', pb: 1 }}>{toggle}</Box>}
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', px: 1.5, pb: 2 }}>
        {NAV_GROUPS.map((group, index) => (
          <List
            key={group.label}
            dense
            disablePadding
            aria-label={collapsed ? group.label : undefined}
            subheader={
              collapsed ? (
                index > 0 && <Divider component="li" sx={{ my: 1.5 }} />
              ) : (
                <ListSubheader disableSticky sx={{ px: 1.5, mt: index > 0 ? 2 : 0 }}>
                  {group.label}
                </ListSubheader>
              )
            }
            sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}
          >
            {group.items.map((item) => (
              <li key={item.to}>
                <SidebarNavItem
                  item={item}
                  collapsed={collapsed}
                  active={isNavItemActive(pathname, item.to)}
                  onNavigate={onNavigate}
                />
              </li>
            ))}
          </List>
        ))}
      </Box>
      <SidebarFooter user={user} collapsed={collapsed} />
    </Box>
  );
}
