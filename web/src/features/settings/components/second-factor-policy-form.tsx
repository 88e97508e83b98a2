import { Alert, Stack } from '@mui/material';
import { ROLE_LABELS, ROLES, type Role } from '#shared/access/roles';
import { type SecondFactorPolicy, secondFactorPolicySchema } from '#shared/schemas/second-factors';
import { Form } from '../../../components/form/form';
import { FormActions } from '../../../components/form/form-actions';
import { FormCheckboxGroup } from '../../../components/form/form-checkbox-group';
import { useAuthUser } from '../../../lib/auth-user';
import { useSaveSecondFactorPolicy, useSecondFactorPolicy } from '../api/second-factor-policy';
import { CredentialsCard } from './credentials-card';

const TITLE = 'Second factor';
const DESCRIPTION =
  'Each user sets up an authenticator app or a passkey on their Security page (account menu). Require it for some roles: their users are taken to set one up right after signing in, and can do nothing else until they have.';

/** Settings > Security (admins: `system_settings`): the roles that must have a second factor. */
export function SecondFactorPolicyForm() {
  const canEdit = useAuthUser().data?.permissions.includes('system_settings') === true;
  const saved = useSecondFactorPolicy(canEdit);
  const save = useSaveSecondFactorPolicy();
  if (!canEdit) {
    return (
      <CredentialsCard title={TITLE} description={DESCRIPTION} isPending={false} error={null}>
        <Alert severity="info">
          Only an administrator (System settings permission) can require a second factor.
        </Alert>
      </CredentialsCard>
    );
  }
  return (
    <CredentialsCard title={TITLE} description={DESCRIPTION} isPending={saved.isPending} error={saved.error}>
      {saved.data && (
        <Form
          key={saved.dataUpdatedAt}
          schema={secondFactorPolicySchema}
          defaultValues={saved.data}
          onSubmit={(input) => save.mutate(input)}
          aria-label="Second factor policy"
        >
          {() => (
            <Stack spacing={3}>
              <FormCheckboxGroup<SecondFactorPolicy, Role>
                name="requiredRoles"
                legend="Require a second factor for"
                values={ROLES}
                labelOf={(role) => ROLE_LABELS[role]}
                helperText="None ticked: a second factor is each user's own choice. To require it of your own role, set one up for yourself first."
                disabled={save.isPending}
              />
              <FormActions label="Save Security Settings" pending={save.isPending} />
            </Stack>
          )}
        </Form>
      )}
    </CredentialsCard>
  );
}
