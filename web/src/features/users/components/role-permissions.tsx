import { Box, Chip, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { ROLE_PERMISSIONS, ROLES, type Role } from '#shared/access/roles';
import { permissionLabel } from '../user-display';

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** What the role chosen in the surrounding form allows, so the choice is an informed one. */
export function RolePermissions() {
  const role: unknown = useWatch({ name: 'role' });
  if (!isRole(role)) return null;
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 0.75 }}>
        Permissions of this role
      </Typography>
      <Box
        component="ul"
        aria-label="Permissions of this role"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
      >
        {ROLE_PERMISSIONS[role].map((permission) => (
          <li key={permission}>
            <Chip label={permissionLabel(permission)} size="small" variant="outlined" />
          </li>
        ))}
      </Box>
    </Box>
  );
}
