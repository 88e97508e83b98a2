import { ROLE_LABELS, ROLES } from '#shared/access/roles';

/** The Role select's choices in the user dialogs. */
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
