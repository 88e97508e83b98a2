import { Box, Card, CardContent, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { MfaRequired } from '#shared/schemas/second-factor-sign-in';
import { BrandMark } from '../../components/brand/brand-mark';
import { ContentSpinner } from '../../components/feedback/content-spinner';
import { loginFailed } from './api/login';
import { LoginForm } from './components/login-form';
import { dropSignInRedirect, readSignInRedirect } from './prerendered-login';

// Only users with a second factor need the second step: it loads when the password asks for it.
const SecondFactorForm = lazy(() =>
  import('./components/second-factor-form').then((module) => ({ default: module.SecondFactorForm })),
);

/** `/login`: the only screen open without a session; a second step for users with a second factor. */
export function LoginScreen() {
  const [redirected] = useState(readSignInRedirect);
  const [secondFactor, setSecondFactor] = useState<MfaRequired | null>(() =>
    redirected.secondFactorMethods ? { mfaRequired: true, methods: redirected.secondFactorMethods } : null,
  );
  const { error } = redirected;
  useEffect(() => {
    // Once: the codes are gone from the URL after the first run (React runs effects twice in development).
    if (dropSignInRedirect() && error) loginFailed(new Error(error));
  }, [error]);
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
            {secondFactor ? 'Two-step verification' : 'Welcome back'}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 3 }}>
            {secondFactor
              ? 'Your password was right. Confirm it is you with your second factor.'
              : 'Sign in with your work email to continue.'}
          </Typography>
          {secondFactor ? (
            <Suspense fallback={<ContentSpinner />}>
              <SecondFactorForm methods={secondFactor.methods} onBack={() => setSecondFactor(null)} />
            </Suspense>
          ) : (
            <LoginForm onSecondFactor={setSecondFactor} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
