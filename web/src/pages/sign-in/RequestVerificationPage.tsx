import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordRecoveryFormSchema, type PasswordRecoveryForm } from '@bequest/sdk/app';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { EmailField } from '../../forms/EmailField';
import { SingleForm } from '../../forms/SingleForm';
import { useBequest } from '@bequest/sdk/react';
import type { RequestVerificationState } from './request-verification';

/**
 * A new verification link (platform-core.md 2.6 /login/request-verification, 4.2): log in answers
 * 207 until the address is verified, and an account cannot be used before.
 */
export const RequestVerificationPage = () => {
  usePageTitle(
    'Verify your e-mail address',
    'Get a new link to verify the e-mail address of your account.',
  );
  const bequest = useBequest();
  const { state } = useLocation() as { state: RequestVerificationState | null };
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordRecoveryForm>({
    resolver: zodResolver(PasswordRecoveryFormSchema),
    defaultValues: { email: state?.email ?? '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const result = await bequest.sendVerificationEmail({ body: { email } });
    if (result.isErr()) return setFailure(result.error.error.message);
    setSentTo(email);
  });

  if (sentTo)
    return (
      <div className="page narrow">
        <h1>Check your e-mail</h1>
        <p role="status">
          If {sentTo} has an account waiting to be verified, we sent it a new link. Open it to
          verify your address; it works for 7 days.
        </p>
        <p>
          <Link to="/login">Back to log in</Link>
        </p>
      </div>
    );
  return (
    <SingleForm
      title="Verify your e-mail address"
      failure={failure}
      onSubmit={submit}
      submitLabel="Send me a new link"
      submitting={isSubmitting}
      after={<Link to="/login">Back to log in</Link>}
    >
      <p>
        Your account is waiting for you to verify your e-mail address. Open the link we sent you, or
        ask for a new one here.
      </p>
      <EmailField error={errors.email?.message} registration={register('email')} />
    </SingleForm>
  );
};

export default RequestVerificationPage;
