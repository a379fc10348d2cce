import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordFormSchema, type NewPasswordForm } from '@bequest/sdk/app';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { SingleForm } from '../../forms/SingleForm';
import { useBequest } from '@bequest/sdk/react';
import { useSessionChange } from '../../session/use-session-change';
import { NewPasswordFields } from './NewPasswordFields';

/** The e-mailed reset link (platform-core.md 2.6): a new password, then the account page. */
export const PasswordResetPage = () => {
  usePageTitle('Choose a new password');
  const bequest = useBequest();
  const [params] = useSearchParams();
  const { failure, run } = useSessionChange();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({ resolver: zodResolver(NewPasswordFormSchema) });

  const submit = handleSubmit((values) =>
    run(
      bequest.resetPassword({
        body: { ...values, code: params.get('code') ?? '' },
      }),
    ),
  );

  return (
    <SingleForm
      title="Choose a new password"
      failure={failure}
      onSubmit={submit}
      submitLabel="Save my new password"
      submitting={isSubmitting}
      after={<Link to="/password_recovery">Send me a new link</Link>}
    >
      <NewPasswordFields register={register} errors={errors} password={watch('password')} />
    </SingleForm>
  );
};

export default PasswordResetPage;
