import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import { Box, Chip, IconButton, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ROLE_LABELS } from '#shared/access/roles';
import type { User } from '#shared/schemas/users';
import { OutlinedTable, wideOnly } from '../../../components/outlined-table/outlined-table';
import { formatDate } from '../../../lib/format';

interface UsersTableProps {
  users: User[];
  /** The signed-in user, who cannot delete their own account. */
  currentUserId: string | undefined;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  /** Removes the user's second factors (a lost phone); offered only for users who have one. */
  onResetSecondFactor: (user: User) => void;
}

// Phones keep the essentials: email and role move under the username, the created date is left out.
const narrowOnly = { display: { md: 'none' } } as const;

/**
 * Username, email, role, created, status (Active/Inactive, and 2FA for a second factor, which resets it),
 * and the Edit and Delete actions.
 */
export function UsersTable({ users, currentUserId, onEdit, onDelete, onResetSecondFactor }: UsersTableProps) {
  return (
    <OutlinedTable label="Users">
      <TableHead>
        <TableRow>
          <TableCell>Username</TableCell>
          <TableCell sx={wideOnly}>Email</TableCell>
          <TableCell sx={wideOnly}>Role</TableCell>
          <TableCell sx={wideOnly}>Created</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => {
          const self = user.id === currentUserId;
          return (
            <TableRow key={user.id} hover>
              <TableCell>
                {/* A block of bounded width: a table cell widens to fit unbroken text (a long email) instead. */}
                <Box sx={{ maxWidth: { xs: 150, sm: 240 } }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                    <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={user.username}>
                      {user.username}
                    </Typography>
                    {self && <Chip label="You" size="small" color="primary" variant="outlined" />}
                  </Box>
                  <Typography
                    variant="caption"
                    color="textSecondary"
                    noWrap
                    component="p"
                    sx={narrowOnly}
                    title={user.email}
                  >
                    {user.email}
                  </Typography>
                  <Typography variant="caption" noWrap component="p" sx={narrowOnly}>
                    {ROLE_LABELS[user.role]}
                  </Typography>
                </Box>
              </TableCell>
              <TableCell sx={wideOnly}>{user.email}</TableCell>
              <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{ROLE_LABELS[user.role]}</TableCell>
              <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{formatDate(user.createdAt)}</TableCell>
              <TableCell>
                {/* Wraps under the status on a phone rather than widen the table. */}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                  <Chip
                    label={user.isActive ? 'Active' : 'Inactive'}
                    size="small"
                    color={user.isActive ? 'success' : 'default'}
                    variant={user.isActive ? 'filled' : 'outlined'}
                  />
                  {user.hasSecondFactor && (
                    // The chip is the reset too: an action column of three buttons would not fit a phone.
                    <Chip
                      label="2FA"
                      size="small"
                      variant="outlined"
                      color="primary"
                      title="Has a second factor. Select to reset it (a lost phone)."
                      aria-label={`2FA: reset second factor of ${user.username}`}
                      onClick={() => onResetSecondFactor(user)}
                      onDelete={() => onResetSecondFactor(user)}
                      deleteIcon={<LockResetOutlinedIcon />}
                    />
                  )}
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton size="small" aria-label={`Edit ${user.username}`} onClick={() => onEdit(user)}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Delete ${user.username}`}
                  title={self ? 'You cannot delete your own account' : undefined}
                  disabled={self}
                  onClick={() => onDelete(user)}
                >
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </OutlinedTable>
  );
}
