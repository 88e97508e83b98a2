import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MenuIcon from '@mui/icons-material/Menu';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { AppBar, Box, Breadcrumbs, Button, Chip, IconButton, Link, Toolbar, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { createLink, useRouterState } from '@tanstack/react-router';
import { PRODUCT_NAME } from '#shared/product/product';
import { visuallyHidden } from '../../lib/visually-hidden';
import { useRegisteredHeaderActions } from './header-actions';
import { NotificationsButton } from './notifications-button';
import { RunningLaunches } from './running-launches';
import { pageTitle } from './shell-paths';

const RouterLink = createLink(Link);

// At phone width the header keeps every control but shows the badge and the action buttons as icons,
// leaving the breadcrumb room to breathe.
const StatusChip = styled(Chip)(({ theme }) => ({
  [theme.breakpoints.down('sm')]: {
    paddingInline: 2,
    '& .MuiChip-label': visuallyHidden,
    '& .MuiChip-icon': { margin: 0 },
  },
}));

const HeaderButton = styled(Button)(({ theme }) => ({
  flexShrink: 0,
  [theme.breakpoints.down('sm')]: {
    minWidth: 0,
    paddingInline: theme.spacing(1),
    '& .MuiButton-startIcon': { margin: 0 },
    '& .header-button-label': visuallyHidden,
  },
}));

/** Top bar: breadcrumb, dashboard actions (on `/` only), running launches, status badge and notifications. */
interface AppHeaderProps {
  /** Small screens only: opens the navigation drawer. */
  onOpenMenu?: () => void;
  /** Starts loading the drawer as soon as the user reaches for the menu button. */
  onMenuIntent?: () => void;
}

export function AppHeader({ onOpenMenu, onMenuIntent }: AppHeaderProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { onProcessAll, onAddKeyword } = useRegisteredHeaderActions();
  const onDashboard = pathname === '/';

  return (
    <AppBar position="static">
      <Toolbar sx={{ gap: { xs: 1, sm: 1.5 }, px: { xs: 1.5, sm: 3 } }}>
        {onOpenMenu && (
          <IconButton
            edge="start"
            aria-label="Open navigation menu"
            onClick={onOpenMenu}
            onPointerEnter={onMenuIntent}
            onTouchStart={onMenuIntent}
            onFocus={onMenuIntent}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Breadcrumbs
          aria-label="Breadcrumb"
          separator={<NavigateNextIcon fontSize="small" />}
          sx={{
            flex: 1,
            minWidth: 0,
            '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
            '& li:last-of-type': { minWidth: 0 },
          }}
        >
          <RouterLink to="/" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
            {PRODUCT_NAME}
          </RouterLink>
          <Typography variant="body2" color="textPrimary" noWrap sx={{ fontWeight: 600 }}>
            {pageTitle(pathname)}
          </Typography>
        </Breadcrumbs>
        {onDashboard && onProcessAll && (
          <HeaderButton variant="outlined" size="small" startIcon={<PlayArrowIcon />} onClick={onProcessAll}>
            <span className="header-button-label">Process</span>
          </HeaderButton>
        )}
        {onDashboard && onAddKeyword && (
          <HeaderButton variant="contained" size="small" startIcon={<AddIcon />} onClick={onAddKeyword}>
            <span className="header-button-label">Add Keyword</span>
          </HeaderButton>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, minWidth: 0 }}>
          <RunningLaunches />
          <StatusChip
            icon={<CheckCircleIcon />}
            label="System Ready"
            color="success"
            variant="outlined"
            size="small"
          />
          <NotificationsButton />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
