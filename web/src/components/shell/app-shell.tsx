import { Box, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSecondPass } from '../../lib/use-second-pass';
import { ApiStatusBar } from '../api-status-bar/api-status-bar';
import { AuthPending } from '../feedback/auth-pending';
import { AppHeader } from './app-header';
import { HeaderActionsProvider } from './header-actions';
import { Sidebar } from './sidebar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

// The drawer (modal, backdrop, focus trap) is only for small screens and only once the menu is opened.
const loadMobileNavDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(() =>
  loadMobileNavDrawer().then((module) => ({ default: module.MobileNavDrawer })),
);

const SIDEBAR_WIDTH = 264;
const SIDEBAR_COLLAPSED_WIDTH = 72;

/** The authenticated layout: sidebar (permanent on md+, a drawer below), header, scrolling content. */
export function AppShell() {
  const theme = useTheme();
  // noSsr: read the real width on the first render, so the wrong navigation never flashes.
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [collapsed, toggleCollapsed] = useSidebarCollapsed(wide);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The router mounts the shell in one synchronous render once the session check answers; the shell and
  // its screen are drawn in the second pass instead, interruptibly, while the session spinner stays.
  const secondPass = useSecondPass();

  // Any navigation (links, back/forward) closes the mobile drawer.
  useEffect(() => {
    if (pathname) setDrawerOpen(false);
  }, [pathname]);

  const openDrawer = () => {
    setDrawerRequested(true);
    setDrawerOpen(true);
  };

  if (!secondPass) return <AuthPending />;
  return (
    <HeaderActionsProvider>
      <Box sx={{ display: 'flex', height: '100dvh', overflow: 'hidden', bgcolor: 'background.default' }}>
        {wide && (
          <Box
            component="aside"
            sx={{
              width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
              flexShrink: 0,
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
              overflow: 'hidden',
            }}
          >
            <Sidebar collapsed={collapsed} onToggleCollapsed={toggleCollapsed} />
          </Box>
        )}
        {!wide && drawerRequested && (
          <Suspense fallback={null}>
            <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <AppHeader onOpenMenu={wide ? undefined : openDrawer} onMenuIntent={loadMobileNavDrawer} />
          <Box
            component="main"
            sx={{ flex: 1, overflowY: 'auto', px: { xs: 2, sm: 3, lg: 4 }, py: { xs: 2.5, sm: 3, lg: 4 } }}
          >
            <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
              <ApiStatusBar />
              <Outlet />
            </Box>
          </Box>
        </Box>
      </Box>
    </HeaderActionsProvider>
  );
}
