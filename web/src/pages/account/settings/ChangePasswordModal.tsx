import { zodResolver } from '@hookform/resolvers/zod';
import {
  ChangePasswordFormSchema,
  CURRENT_PASSWORD_MESSAGES,
  type ChangePasswordForm,
} from '@bequest/sdk/app';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Modal } from '../../../components/Modal';
import { useToast } from '../../../components/Toasts';
import { FormActions } from '../../../forms/FormActions';
import { FormFailure } from '../../../forms/FormFailure';
import { TextField } from '../../../forms/TextField';
import { useBequest, useRefreshCurrentUser } from '@bequest/sdk/react';
import { NewPasswordFields } from '../../sign-in/NewPasswordFields';

const EMPTY: ChangePasswordForm = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Change the password of a signed-in account (set password, platform-core.md 7): the current
 * password proves it is the owner; this session gets a fresh token and every other one ends.
 */
export const ChangePasswordModal = ({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) => {
  const bequest = useBequest();
  const refreshCurrentUser = useRefreshCurrentUser();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const close = () => {
    form.reset(EMPTY);
    setFailure(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const saved = await bequest.setPassword({ body: values });
    if (saved.isErr()) {
      if (saved.error.error.code === 'AUTH.INCORRECT_PASSWORD')
        return form.setError('currentPassword', { message: CURRENT_PASSWORD_MESSAGES.incorrect });
      return setFailure(saved.error.error.message);
    }
    await refreshCurrentUser();
    close();
    toast({ message: 'Your password has been changed.', tone: 'success' });
  });

  return (
    <Modal open={open} onClose={close} title="Change your password">
      <p>You stay logged in here; anywhere else you are logged in, you will be logged out.</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormFailure message={failure} />
        <TextField
          id="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          registration={register('currentPassword')}
        />
        <NewPasswordFields register={register} errors={errors} password={watch('password')} />
        <FormActions onCancel={close} submitLabel="Change password" submitting={isSubmitting} />
      </form>
    </Modal>
  );
};
