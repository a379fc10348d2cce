import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordFormSchema, type NewPasswordForm } from '@bequest/sdk/app';
import { useForm } from 'react-hook-form';
import { usePageTitle } from '../../app/use-page-title';
import { SingleForm } from '../../forms/SingleForm';
import { useBequest } from '@bequest/sdk/react';
import { useSessionChange } from '../../session/use-session-change';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * Create a password (platform-core.md 2.6, 4.2): someone who got started without one, or came
 * from the "finish your account" e-mail, sets one to come back to their plan.
 */
export const CreatePasswordPage = () => {
  usePageTitle('Create your password');
  const bequest = useBequest();
  const { failure, run } = useSessionChange();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({ resolver: zodResolver(NewPasswordFormSchema) });

  const submit = handleSubmit((values) => run(bequest.setPassword({ body: values })));

  return (
    <SingleForm
      title="Create your password"
      failure={failure}
      onSubmit={submit}
      submitLabel="Save my password"
      submitting={isSubmitting}
    >
      <NewPasswordFields register={register} errors={errors} password={watch('password')} />
    </SingleForm>
  );
};

export default CreatePasswordPage;
