import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordFormSchema, type NewPasswordForm } from '@bequest/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { SingleForm } from '../../forms/SingleForm';
import { TextField } from '../../forms/TextField';
import { useBequest } from '../../sdk-client/bequest';

/** The e-mailed reset link (platform-core.md 2.6): a new password, then the account page. */
export const PasswordResetPage = () => {
  usePageTitle('Choose a new password | Bequest');
  const bequest = useBequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({ resolver: zodResolver(NewPasswordFormSchema) });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await bequest.resetPassword({
      body: { ...values, code: params.get('code') ?? '' },
    });
    if (result.isErr()) return setFailure(result.error.error.message);
    await queryClient.invalidateQueries({ queryKey: ['me'] });
    navigate('/account', { replace: true });
  });

  return (
    <SingleForm
      title="Choose a new password"
      failure={failure}
      onSubmit={submit}
      submitLabel="Save my new password"
      submitting={isSubmitting}
      after={<Link to="/password_recovery">Send me a new link</Link>}
    >
      {(['password', 'confirmPassword'] as const).map((field) => (
        <TextField
          key={field}
          id={field}
          label={field === 'password' ? 'New password' : 'Confirm the new password'}
          type="password"
          autoComplete="new-password"
          error={errors[field]?.message}
          registration={register(field)}
        />
      ))}
    </SingleForm>
  );
};

export default PasswordResetPage;
