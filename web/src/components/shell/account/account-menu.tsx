import PasswordIcon from '@mui/icons-material/Password';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { Link } from '@tanstack/react-router';

/** The signed-in user's menu, above the sidebar footer; loaded on first click so the shell stays small. */
export function AccountMenu({
  anchor,
  email,
  onClose,
  onChangePassword,
}: {
  anchor: HTMLElement | null;
  email: string;
  onClose: () => void;
  onChangePassword: () => void;
}) {
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { minWidth: 240 } } }}
    >
      {/* Disabled, so the menu's focus starts past it; shown at full strength, since it is information. */}
      <MenuItem disabled divider sx={{ '&.Mui-disabled': { opacity: 1 }, maxWidth: 320 }}>
        <ListItemText
          primary="Signed in as"
          secondary={email}
          slotProps={{
            primary: { variant: 'caption', color: 'textSecondary' },
            secondary: { variant: 'body2', color: 'textPrimary', noWrap: true, title: email },
          }}
        />
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          onChangePassword();
        }}
      >
        <ListItemIcon>
          <PasswordIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary="Change password" />
      </MenuItem>
      <MenuItem component={Link} to="/security" onClick={onClose}>
        <ListItemIcon>
          <SecurityOutlinedIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary="Security" secondary="Second factors" />
      </MenuItem>
    </Menu>
  );
}
