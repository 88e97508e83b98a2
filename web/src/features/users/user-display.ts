import type { Permission } from '#shared/roles';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** "Jan 5, 2026" for an ISO date; the text itself when it is not a date. */
export function formatCreated(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** "view_dashboard" as "View dashboard". */
export function permissionLabel(permission: Permission): string {
  const words = permission.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
