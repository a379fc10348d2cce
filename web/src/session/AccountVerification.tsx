import { zodResolver } from '@hookform/resolvers/zod';
import {
  NewPasswordFormSchema,
  passwordDismissalOrigin,
  showsEmailVerifiedAlert,
  type NewPasswordForm,
  type PasswordCreationStep,
} from '@bequest/sdk/app';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Modal } from '../components/Modal';
import { useClearToasts, useToast } from '../components/Toasts';
import { NewPasswordFields } from '../pages/sign-in/NewPasswordFields';
import { useBequest, useRefreshCurrentUser } from '@bequest/sdk/react';
import { useCurrentUser } from './use-current-user';
import { FormActions } from '../forms/FormActions';

export const PASSWORD_ALERTS = {
  emailVerified:
    'Your e-mail address is verified. Create a password so you can come back to your answers from any device.',
  set: 'Your password is set. Use it with your e-mail address to log in next time.',
  setAndVerify:
    'Your password is set. We sent you an e-mail: open its link to confirm your address.',
  failed: 'We could not set your password. Please try again.',
} as const;

/**
 * Account verification (platform-core.md 2.12, 4.15): someone who got started without a password
 * sees a notice and creates one in a modal that always opens at CREATE_PASSWORD. A repeat will
 * user in arm A or B whose e-mail is verified first sees the e-mail-verified alert instead (the
 * EMAIL_VERIFIED step). Closing either without a password is logged by where it was closed.
 */
export const AccountVerification = () => {
  const bequest = useBequest();
  const refreshCurrentUser = useRefreshCurrentUser();
  const toast = useToast();
  const clearToasts = useClearToasts();
  const user = useCurrentUser().data;
  const [open, setOpen] = useState(false);
  const [alertClosed, setAlertClosed] = useState(false);
  const form = useForm<NewPasswordForm>({ resolver: zodResolver(NewPasswordFormSchema) });
  if (!user || user.isRegistered) return null;
  const alertShown = !alertClosed && showsEmailVerifiedAlert(user);

  const logDismissal = (step: PasswordCreationStep) =>
    void bequest.logPasswordDismissal({ body: { origin: passwordDismissalOrigin(step) } });
  const clearAlerts = () => {
    setAlertClosed(true);
    clearToasts();
  };
  const openModal = () => {
    clearAlerts();
    form.reset();
    setOpen(true);
  };
  const closeModal = () => {
    form.reset();
    setOpen(false);
  };
  // The dialog also reports the close that follows our own closing: only a modal still open
  // is being dismissed.
  const dismissModal = () => {
    if (!open) return;
    closeModal();
    logDismissal('CREATE_PASSWORD');
  };
  const dismissAlert = () => {
    setAlertClosed(true);
    logDismissal('EMAIL_VERIFIED');
  };
  const submit = form.handleSubmit(async (values) => {
    const saved = await bequest.setPassword({ body: values });
    if (saved.isErr())
      return toast({ message: PASSWORD_ALERTS.failed, tone: 'error', persistent: true });
    if (!saved.value.user.isEmailConfirmed)
      await bequest.sendVerificationEmail({
        body: { email: user.email, redirectPath: window.location.pathname },
      });
    closeModal();
    clearAlerts();
    toast({
      message: saved.value.user.isEmailConfirmed
        ? PASSWORD_ALERTS.set
        : PASSWORD_ALERTS.setAndVerify,
      tone: 'success',
    });
    await refreshCurrentUser();
  });

  return (
    <>
      {alertShown ? (
        <section className="banner" aria-label="E-mail address verified">
          <p role="status">{PASSWORD_ALERTS.emailVerified}</p>
          <div className="step-actions">
            <button type="button" className="button button--primary" onClick={openModal}>
              Create my password
            </button>
            <button
              type="button"
              className="link-button"
              aria-label="Close the e-mail verified notice"
              onClick={dismissAlert}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </section>
      ) : (
        <section className="banner" aria-label="Finish your account">
          <p>
            Your answers are saved for {user.email}. Create a password so you can come back to them
            from any device.
          </p>
          <button type="button" className="button button--primary" onClick={openModal}>
            Create my password
          </button>
        </section>
      )}
      <Modal open={open} onClose={dismissModal} title="Create your password">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <p>
            {user.isEmailConfirmed
              ? 'One last step: choose a password for your account.'
              : 'Choose a password. We will then e-mail you a link to confirm your address.'}
          </p>
          <NewPasswordFields
            register={form.register}
            errors={form.formState.errors}
            password={form.watch('password')}
          />
          <FormActions
            onCancel={dismissModal}
            cancelLabel="Not now"
            submitLabel="Save my password"
            submitting={form.formState.isSubmitting}
          />
        </form>
      </Modal>
    </>
  );
};
