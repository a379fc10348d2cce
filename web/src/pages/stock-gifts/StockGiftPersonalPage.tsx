import { StockGiftStartSchema, type CurrentUserView, type StockGiftStart } from '@bequest/sdk/app';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { donorFromProfile, type TypedDonor } from '../giving/donor-from-profile';
import { FormCheckbox } from '../../forms/FormCheckbox';
import { FormText } from '../../forms/FormText';
import { useBequest, useRefreshCurrentUser } from '@bequest/sdk/react';
import { LOGIN_PATH } from '../../session/ProtectedRoute';
import { useCurrentUser } from '../../session/use-current-user';
import { useFeatureFlags } from '../../tenant/use-tenant';
import { keepGiftKey } from './gift-key';
import { formResolver } from './form-messages';
import { GiftStepForm } from './GiftStepForm';
import { DonorAddressFields } from './DonorAddressFields';
import { nonprofitDetails, useNonprofitByEin, type ChosenNonprofit } from './nonprofit-search';
import { GiftNotice } from './stock-gift-flow';
import { chosenMethod, chosenPartner, keepGiftPartner } from './chosen-transfer-method';
import { stepPathOf } from './stock-gift-paths';

const PersonalSchema = StockGiftStartSchema.omit({ recipientEin: true });
type PersonalInput = {
  donor: TypedDonor;
  sharesContactDetails: boolean;
};
type Personal = Omit<StockGiftStart, 'recipientEin'>;

/** The donor's answers as the profile has them, for a signed-in donor; blank for a guest. */
const prefilled = (user: CurrentUserView | null): PersonalInput => ({
  donor: donorFromProfile(user),
  sharesContactDetails: false,
});

/**
 * The personal step (giving 2.5 /sg/a/:orgId/personal): who gives, as the letter will name them,
 * and whether the nonprofit may know. A signed-in donor's answers come from the profile; a guest
 * types them and needs no password, where the tenant lets guests give; elsewhere the guest signs
 * in first. Starting the gift keeps a guest's key for the tab.
 */
export const StockGiftPersonalPage = () => {
  const { orgId = '' } = useParams<{ orgId: string }>();
  const location = useLocation();
  const user = useCurrentUser();
  const guestsWelcome = useFeatureFlags().FW_GUEST_STOCK_GIFT;
  const { nonprofit, pending } = useNonprofitByEin(orgId);
  if (user.isPending || pending) return <Loading />;
  const signedIn = user.data ?? null;
  if (!signedIn && !guestsWelcome)
    return (
      <Navigate
        to={`${LOGIN_PATH}?redirect=${encodeURIComponent(location.pathname)}`}
        replace
        state={location.state as unknown}
      />
    );
  if (!nonprofit)
    return (
      <GiftNotice title="We could not find this nonprofit">
        <p>
          Only nonprofits in the IRS list of tax-exempt organizations can receive a gift of stock
          here. Please look for it again by its name or EIN.
        </p>
        <p>
          <Link className="button button--primary" to="/stocks">
            Find the nonprofit
          </Link>
        </p>
      </GiftNotice>
    );
  return <PersonalForm nonprofit={nonprofit} user={signedIn} />;
};

const PersonalForm = ({
  nonprofit,
  user,
}: {
  readonly nonprofit: ChosenNonprofit;
  readonly user: CurrentUserView | null;
}) => {
  const bequest = useBequest();
  const navigate = useNavigate();
  const refreshCurrentUser = useRefreshCurrentUser();
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ReactNode>(null);
  const form = useForm<PersonalInput, unknown, Personal>({
    resolver: formResolver<PersonalInput, Personal>(PersonalSchema),
    defaultValues: prefilled(user),
  });

  const start = async (personal: Personal) => {
    setFailure(null);
    setRefusal(null);
    const started = await bequest.startStockGift({
      body: { ...personal, recipientEin: nonprofit.ein },
    });
    if (started.isOk()) {
      const { id, guestKey } = started.value;
      if (guestKey) keepGiftKey(id, guestKey);
      else void refreshCurrentUser();
      // Came in by a partner's path: the gift goes on along it (giving 2.5).
      const partner = chosenPartner(nonprofit.ein);
      if (partner) keepGiftPartner(id, partner);
      return void navigate(stepPathOf(id, partner, chosenMethod(nonprofit.ein))('donation'));
    }
    const { status, error } = started.error;
    if (status === 403) {
      return void navigate(
        `${LOGIN_PATH}?redirect=${encodeURIComponent(window.location.pathname)}`,
      );
    }
    if (status === 422 || error.fields?.recipientEin) {
      setRefusal(
        <>
          {error.fields?.recipientEin ??
            `${nonprofit.name} cannot receive gifts of stock through us yet.`}{' '}
          <Link to="/stocks">Choose another nonprofit</Link>
        </>,
      );
      return;
    }
    let shown = 0;
    for (const [name, message] of Object.entries(error.fields ?? {})) {
      if (!name.startsWith('donor.') && name !== 'sharesContactDetails') continue;
      form.setError(name as 'donor.fullName', { message });
      shown += 1;
    }
    setFailure(shown > 0 ? null : error.message);
  };

  return (
    <GiftStepForm
      step={2}
      title="About you"
      form={form}
      failure={failure}
      onValid={start}
      backTo="/stocks"
      submitLabel="Start my gift"
      intro={
        <>
          <p>
            You are giving to <strong>{nonprofit.name}</strong> ({nonprofitDetails(nonprofit)}).
            Your brokerage’s letter names you as below.
          </p>
          {!user && (
            <p>
              You do not need an account or a password. We will e-mail you a link to come back to
              your gift.
            </p>
          )}
          {refusal && (
            <p role="alert" className="form-error">
              {refusal}
            </p>
          )}
        </>
      }
    >
      <FormText name="donor.fullName" label="Full name" autoComplete="name" />
      <FormText name="donor.email" label="E-mail address" type="email" autoComplete="email" />
      <DonorAddressFields group="donor.address" />
      <FormCheckbox
        name="sharesContactDetails"
        label={`Let ${nonprofit.name} know who I am`}
        hint="It will receive your name and e-mail address with the news of your gift, so it can thank you. Otherwise it learns only about the gift."
      />
    </GiftStepForm>
  );
};
