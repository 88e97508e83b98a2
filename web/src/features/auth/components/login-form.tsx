import { Button, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import { SIGN_IN_FORM_ACTION } from '#shared/auth/sign-in-redirect';
import type { LoginInput } from '#shared/schemas/auth';
import type { MfaRequired } from '#shared/schemas/second-factor-sign-in';
import { Form } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useLogin } from '../api/login';
import { prerenderedLogin } from '../prerendered-login';
import { PrerenderedTakeover } from './prerendered-takeover';

// zod is fetched right after the page paints rather than with it (login page JS budget).
const loadLoginSchema = () => import('#shared/schemas/auth').then((module) => module.loginSchema);

/** Email and password; `onSecondFactor` takes over for a user who has a second factor. */
export function LoginForm({ onSecondFactor }: { onSecondFactor: (required: MfaRequired) => void }) {
  const login = useLogin(onSecondFactor);
  // Taking over the build-time form (login.html): it starts from what was typed there.
  const [prerendered] = useState(prerenderedLogin);
  const formRef = useRef<HTMLFormElement>(null);
  // Stay busy through the short pause before the page reloads, so nobody submits twice.
  const busy = login.isPending || (login.isSuccess && !('mfaRequired' in login.data));
  return (
    <Form
      schema={loadLoginSchema}
      defaultValues={prerendered?.values ?? { username: '', password: '' }}
      onSubmit={(values) => login.mutate(values)}
      aria-label="Log in"
      action={SIGN_IN_FORM_ACTION}
      ref={formRef}
    >
      {(form) => (
        <Stack spacing={2.5}>
          <FormTextField<LoginInput>
            name="username"
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus
            disabled={busy}
          />
          <FormTextField<LoginInput>
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            disabled={busy}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={busy}
            loadingPosition="start"
          >
            {busy ? 'Logging in' : 'Log in'}
          </Button>
          {prerendered && <PrerenderedTakeover form={form} formRef={formRef} />}
        </Stack>
      )}
    </Form>
  );
}
