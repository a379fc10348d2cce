import {
  MAIL_REQUEST_MESSAGES,
  mailRequestSuccess,
  poBoxWarning,
  UNEXPECTED_ERROR,
  validateAddress,
  validateMailRequest,
  type ProfileView,
} from '@bequest/sdk/app';
import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { Modal } from '../../../components/Modal';
import { useToast } from '../../../components/Toasts';
import { FieldError, FieldIdScope } from '../../../forms/field-error';
import { FormFailure } from '../../../forms/FormFailure';
import { useRequestPrintAndMail } from '@bequest/sdk/react';
import { AddressFields } from '../../../forms/AddressFields';

interface MailRequestForm {
  address1: string;
  address2: string;
  city: string;
  administrativeArea: string;
  postalCode: string;
  confirmed: boolean;
}

/** The address always; on page 2 the confirmation too (the page comes in as the context). */
const resolver: Resolver<MailRequestForm, { page: 1 | 2 }> = async (values, context) => {
  const page = context?.page ?? 1;
  const address = { ...values, country: 'US' as const };
  const errors = {
    ...validateAddress(address),
    ...(validateMailRequest({ address, confirmed: values.confirmed, page }).confirmation
      ? { confirmed: MAIL_REQUEST_MESSAGES.confirmation }
      : {}),
  };
  const entries = Object.entries(errors);
  return entries.length === 0
    ? { values, errors: {} }
    : {
        values: {},
        errors: Object.fromEntries(
          entries.map(([field, message]) => [field, { type: 'validate', message }]),
        ),
      };
};

/**
 * Request documents by mail (platform-core.md 2.12, 4.13): page 1 lists the documents and asks
 * the address (the profile's by default), page 2 asks to confirm the documents are complete.
 */
export const MailRequestModal = ({
  open,
  onClose,
  documents,
  profile,
  helpEmail,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly documents: readonly string[];
  readonly profile: ProfileView;
  readonly helpEmail: string;
}) => {
  const toast = useToast();
  const requestPrintAndMail = useRequestPrintAndMail();
  const [page, setPage] = useState<1 | 2>(1);
  const form = useForm<MailRequestForm, { page: 1 | 2 }>({
    resolver,
    context: { page },
    defaultValues: {
      address1: profile.address1 ?? '',
      address2: profile.address2 ?? '',
      city: profile.city ?? '',
      administrativeArea: profile.administrativeArea ?? '',
      postalCode: profile.postalCode ?? '',
      confirmed: false,
    },
  });
  const { errors, isSubmitted, isSubmitting } = form.formState;
  const addressRefused = isSubmitted && page === 1 && Object.keys(errors).length > 0;

  const close = () => {
    form.reset();
    setPage(1);
    onClose();
  };
  const submit = form.handleSubmit(async ({ confirmed: _confirmed, ...address }) => {
    if (page === 1) {
      setPage(2);
      return;
    }
    const requested = await requestPrintAndMail.mutateAsync({
      body: {
        mailingAddress: { ...address, address2: address.address2 || null, country: 'US' },
        confirmed: true,
      },
    });
    if (requested.isErr()) return toast({ ...UNEXPECTED_ERROR, tone: 'error', persistent: true });
    toast({ ...mailRequestSuccess(helpEmail), tone: 'success' });
    close();
  });
  const poBox = poBoxWarning(form.watch());

  return (
    <Modal open={open} onClose={close} title="Request your documents by mail">
      <FieldIdScope>
        <FormProvider {...form}>
          <form onSubmit={(event) => void submit(event)} noValidate>
            {page === 1 ? (
              <>
                <p>We will print and mail these documents to you for signing:</p>
                <ul>
                  {documents.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
                <FormFailure message={addressRefused ? MAIL_REQUEST_MESSAGES.address : null} />
                <AddressFields withUnit />
                <p className="hint">{poBox ?? MAIL_REQUEST_MESSAGES.poBox}</p>
                <button type="submit" className="button button--primary">
                  Continue
                </button>
              </>
            ) : (
              <>
                <p>
                  Your documents will be printed as they are now. Changes you make after this
                  request will not be in the mailed copies.
                </p>
                <div className="field field--checkbox">
                  <input
                    id="confirmed"
                    type="checkbox"
                    aria-invalid={Boolean(errors.confirmed)}
                    aria-describedby={errors.confirmed ? 'confirmed-error' : undefined}
                    {...form.register('confirmed')}
                  />
                  <label htmlFor="confirmed">{MAIL_REQUEST_MESSAGES.confirmationLabel}</label>
                  <FieldError id="confirmed" message={errors.confirmed?.message} />
                </div>
                <div className="step-actions">
                  <button type="button" className="button" onClick={() => setPage(1)}>
                    Previous
                  </button>
                  <button type="submit" className="button button--primary" disabled={isSubmitting}>
                    Submit
                  </button>
                </div>
              </>
            )}
          </form>
        </FormProvider>
      </FieldIdScope>
    </Modal>
  );
};
