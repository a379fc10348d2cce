import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordFormSchema, passwordDismissalOrigin, type NewPasswordForm } from '@bequest/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Modal } from '../components/Modal';
import { useToast } from '../components/Toasts';
import { NewPasswordFields } from '../pages/sign-in/NewPasswordFields';
import { useBequest } from '../sdk-client/bequest';
import { useCurrentUser } from './use-current-user';
import { FormActions } from '../forms/FormActions';

export const PASSWORD_ALERTS = {
  set: 'Your password is set. Use it with your e-mail address to log in next time.',
  setAndVerify:
    'Your password is set. We sent you an e-mail: open its link to confirm your address.',
  failed: 'We could not set your password. Please try again.',
} as const;

/**
 * Account verification (platform-core.md 2.12, 4.15): someone who got started without a password
 * sees a notice, and creates one in a modal that opens at CREATE_PASSWORD, or at EMAIL_VERIFIED
 * once the e-mail is confirmed. Success and failure are each announced; closing it without a
 * password is logged.
 */
export const AccountVerification = () => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  const toast = useToast();
  const user = useCurrentUser().data;
  const [open, setOpen] = useState(false);
  const form = useForm<NewPasswordForm>({ resolver: zodResolver(NewPasswordFormSchema) });
  if (!user || user.isRegistered) return null;
  const step = user.isEmailConfirmed ? 'EMAIL_VERIFIED' : 'CREATE_PASSWORD';

  const close = () => {
    form.reset();
    setOpen(false);
  };
  const dismiss = () => {
    close();
    void bequest.logPasswordDismissal({ body: { origin: passwordDismissalOrigin(step) } });
  };
  const submit = form.handleSubmit(async (values) => {
    const saved = await bequest.setPassword({ body: values });
    if (saved.isErr())
      return toast({ message: PASSWORD_ALERTS.failed, tone: 'error', persistent: true });
    if (!saved.value.user.isEmailConfirmed)
      await bequest.sendVerificationEmail({
        body: { email: user.email, redirectPath: window.location.pathname },
      });
    close();
    toast({
      message: saved.value.user.isEmailConfirmed
        ? PASSWORD_ALERTS.set
        : PASSWORD_ALERTS.setAndVerify,
      tone: 'success',
    });
    await queryClient.invalidateQueries({ queryKey: ['me'] });
  });

  return (
    <section className="banner" aria-label="Finish your account">
      <p>
        Your answers are saved for {user.email}. Create a password so you can come back to them from
        any device.
      </p>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        Create my password
      </button>
      <Modal
        open={open}
        onClose={dismiss}
        title={
          step === 'EMAIL_VERIFIED' ? 'Your e-mail address is verified' : 'Create your password'
        }
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <p>
            {step === 'EMAIL_VERIFIED'
              ? 'One last step: choose a password for your account.'
              : 'Choose a password. We will then e-mail you a link to confirm your address.'}
          </p>
          <NewPasswordFields register={form.register} errors={form.formState.errors} />
          <FormActions
            onCancel={dismiss}
            cancelLabel="Not now"
            submitLabel="Save my password"
            submitting={form.formState.isSubmitting}
          />
        </form>
      </Modal>
    </section>
  );
};
