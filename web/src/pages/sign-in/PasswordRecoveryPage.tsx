import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordRecoveryFormSchema, type PasswordRecoveryForm } from '@bequest/sdk/app';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { EmailField } from '../../forms/EmailField';
import { SingleForm } from '../../forms/SingleForm';
import { useBequest } from '@bequest/sdk/react';

/**
 * Password recovery (platform-core.md 2.6): the same answer whether or not the address has an
 * account, so the page never tells who is registered.
 */
export const PasswordRecoveryPage = () => {
  usePageTitle('Reset your password');
  const bequest = useBequest();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordRecoveryForm>({ resolver: zodResolver(PasswordRecoveryFormSchema) });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const result = await bequest.requestPasswordReset({ body: { email } });
    if (result.isErr()) return setFailure(result.error.error.message);
    setSent(true);
  });

  if (sent)
    return (
      <div className="page narrow">
        <h1>Reset your password</h1>
        <p role="status">
          If an account uses that address, we sent it a link to choose a new password. The link
          works for an hour.
        </p>
      </div>
    );
  return (
    <SingleForm
      title="Reset your password"
      failure={failure}
      onSubmit={submit}
      submitLabel="Send me a link"
      submitting={isSubmitting}
      after={<Link to="/login">Back to log in</Link>}
    >
      <EmailField error={errors.email?.message} registration={register('email')} />
    </SingleForm>
  );
};

export default PasswordRecoveryPage;
