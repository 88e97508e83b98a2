import { Box, Card, CardContent, Typography } from '@mui/material';
import { BrandMark } from '../../components/brand/brand-mark';
import { LoginForm } from './components/login-form';

/** `/login`: the only screen open without a session. */
export function LoginScreen() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 2,
        py: 6,
        bgcolor: 'background.default',
        backgroundImage:
          'radial-gradient(60rem 30rem at 50% -10%, rgba(99, 102, 241, 0.12), transparent 70%)',
      }}
    >
      <BrandMark />
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Typography variant="h5" component="h1">
            Welcome back
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 3 }}>
            Sign in with your work email to continue.
          </Typography>
          <LoginForm />
        </CardContent>
      </Card>
    </Box>
  );
}
