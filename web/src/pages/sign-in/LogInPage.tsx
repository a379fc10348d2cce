import { zodResolver } from '@hookform/resolvers/zod';
import { LogInFormSchema, offersSignUp, type LogInForm } from '@bequest/sdk/app';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EmailField } from '../../forms/EmailField';
import { SingleForm } from '../../forms/SingleForm';
import { TextField } from '../../forms/TextField';
import { useBequest, useRefreshCurrentUser, useTenant } from '@bequest/sdk/react';
import { SIGN_UP_PATH } from '../../session/PasswordRoute';
import { safeRedirect } from '../../session/safe-redirect';
import { usePageTitle } from '../../app/use-page-title';
import { REQUEST_VERIFICATION_PATH, type RequestVerificationState } from './request-verification';
import { SingleSignOnLogIn } from './SingleSignOnLogIn';

/**
 * Log in (platform-core.md 2.6, 2.8): the firm's sign-in service, or e-mail and password. With
 * FW_FEDERATED_IMPROVEMENTS, a person sent here on the way to a page (`redirect`) goes to the
 * firm's sign-in without a click; a bare /login, where the firm's log-out returns, still waits.
 */
export const LogInPage = () => {
  usePageTitle('Log in', 'Log in to your account.');
  const tenant = useTenant().data;
  const [params] = useSearchParams();
  if (!tenant) return null;
  const { configuration } = tenant;
  return configuration.sso.enabled ? (
    <SingleSignOnLogIn
      firmName={configuration.branding.tenantDisplayName}
      startAtOnce={tenant.featureFlags.FW_FEDERATED_IMPROVEMENTS && params.has('redirect')}
    />
  ) : (
    <PasswordLogIn signUp={offersSignUp(configuration)} />
  );
};

/**
 * E-mail and password, checked by the domain's form rules (platform-core.md 4.2); the link to
 * sign up only where the tenant offers it (platform-core.md 6, 9).
 */
const PasswordLogIn = ({ signUp }: { readonly signUp: boolean }) => {
  const bequest = useBequest();
  const refreshCurrentUser = useRefreshCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LogInForm>({ resolver: zodResolver(LogInFormSchema) });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await bequest.logIn({ body: values });
    if (result.isErr()) return setFailure(result.error.error.message);
    if ('message' in result.value) return setFailure(result.value.message);
    await refreshCurrentUser();
    if (result.value.code === 207)
      return navigate(REQUEST_VERIFICATION_PATH, {
        state: { email: values.email } satisfies RequestVerificationState,
      });
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  });

  return (
    <SingleForm
      title="Log in"
      failure={failure}
      onSubmit={submit}
      submitLabel="Log in"
      submitting={isSubmitting}
      after={
        <>
          <Link to="/password_recovery">Forgot your password?</Link>
          {signUp && (
            <>
              {' · '}
              <Link to={SIGN_UP_PATH}>Create an account</Link>
            </>
          )}
        </>
      }
    >
      <EmailField error={errors.email?.message} registration={register('email')} />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={register('password')}
      />
    </SingleForm>
  );
};

export default LogInPage;
