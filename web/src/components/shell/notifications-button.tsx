import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { Badge, IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';

const NotificationsMenu = lazy(() =>
  import('./notifications-menu').then((module) => ({ default: module.NotificationsMenu })),
);

/** The header bell with its red dot; notifications themselves are not part of the product yet. */
export function NotificationsButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <IconButton
        aria-label="Notifications"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setRequested(true);
          setAnchor(event.currentTarget);
        }}
      >
        <Badge variant="dot" color="error" overlap="circular">
          <NotificationsNoneOutlinedIcon />
        </Badge>
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <NotificationsMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
