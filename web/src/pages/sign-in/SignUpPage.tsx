import { zodResolver } from '@hookform/resolvers/zod';
import { SignUpFormSchema, type SignUpForm } from '@bequest/sdk/app';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { EmailField } from '../../forms/EmailField';
import { showApiFieldErrors } from '../../forms/api-field-errors';
import { FormFailure } from '../../forms/FormFailure';
import { TermsCheckbox } from '../../forms/TermsCheckbox';
import { TextField } from '../../forms/TextField';
import { useBequest, useRefreshCurrentUser } from '@bequest/sdk/react';
import { useCurrentUser } from '../../session/use-current-user';
import { usePageTitle } from '../../app/use-page-title';
import { KeepStartedDocuments } from './KeepStartedDocuments';
import { NewPasswordField } from './NewPasswordFields';
import { REQUEST_VERIFICATION_PATH, type RequestVerificationState } from './request-verification';

/**
 * Sign up with a password (platform-core.md 2.6, 4.2): the domain's form rules, the password
 * criteria shown as they are met, then the e-mail to verify the address, whose link signs the
 * person in. The page says the same whether or not the address already had an account (issue 20).
 * A browser that got started without an account is offered to keep what it started (issue 21).
 */
export const SignUpPage = () => {
  usePageTitle('Create your account', 'Create a free account.');
  const bequest = useBequest();
  const refreshCurrentUser = useRefreshCurrentUser();
  const user = useCurrentUser().data;
  const startedAs = user && !user.isRegistered ? user.email : null;
  const [keep, setKeep] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpForm>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { termsAccepted: false },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const keeping = startedAs !== null && keep;
    const result = keeping
      ? await bequest.signUpKeepingDocuments({ body: values })
      : await bequest.signUp({ body: values });
    if (result.isErr()) {
      if (showApiFieldErrors(setError, result.error.error.fields) === 0)
        setFailure(result.error.error.message);
      return;
    }
    if (keeping) await refreshCurrentUser();
    setSentTo(values.email);
  });

  if (sentTo)
    return (
      <div className="page narrow">
        <h1>Check your e-mail</h1>
        <p role="status">
          We sent a link to {sentTo}. Open it to verify your address; it works for 7 days.
        </p>
        <p>
          <Link
            to={REQUEST_VERIFICATION_PATH}
            state={{ email: sentTo } satisfies RequestVerificationState}
          >
            Did not get it? Send a new link
          </Link>
        </p>
      </div>
    );

  return (
    <div className="page narrow">
      <h1>Create your account</h1>
      <form onSubmit={submit} noValidate>
        <FormFailure message={failure} />
        {startedAs && (
          <KeepStartedDocuments startedAs={startedAs} keep={keep} onKeepChange={setKeep} />
        )}
        <TextField
          id="fullName"
          label="Full legal name"
          autoComplete="name"
          error={errors.fullName?.message}
          registration={register('fullName')}
        />
        <EmailField error={errors.email?.message} registration={register('email')} />
        <NewPasswordField
          id="password"
          label="Password"
          password={watch('password')}
          error={errors.password?.message}
          registration={register('password')}
        />
        <TermsCheckbox
          registration={register('termsAccepted')}
          error={errors.termsAccepted?.message}
        />
        <button className="button button--primary" type="submit" disabled={isSubmitting}>
          Create account
        </button>
      </form>
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </div>
  );
};

export default SignUpPage;
