import { ListItemButton, type ListItemButtonProps, ListItemIcon, ListItemText } from '@mui/material';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';
import { CollapsedTooltip } from './collapsed-tooltip';
import type { NavItem } from './nav-items';

const ListItemAnchor = forwardRef<HTMLAnchorElement, ListItemButtonProps<'a'>>((props, ref) => (
  <ListItemButton component="a" ref={ref} {...props} />
));

const ListItemLink = createLink(ListItemAnchor);

interface SidebarNavItemProps {
  item: NavItem;
  active: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
}

/** One sidebar link; collapsed it shows only its icon, named by a tooltip. */
export function SidebarNavItem({ item, active, collapsed, onNavigate }: SidebarNavItemProps) {
  const Icon = item.icon;
  const link = (
    <ListItemLink
      to={item.to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      // Activity is decided by `isNavItemActive`, not by the router's own matching.
      activeOptions={{ exact: true }}
      activeProps={{}}
      onClick={onNavigate}
      aria-label={collapsed ? item.label : undefined}
      sx={collapsed ? { justifyContent: 'center', px: 0 } : undefined}
    >
      <ListItemIcon sx={collapsed ? { minWidth: 0 } : undefined}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={item.label} />}
    </ListItemLink>
  );
  if (!collapsed) return link;
  return <CollapsedTooltip title={item.label}>{link}</CollapsedTooltip>;
}
