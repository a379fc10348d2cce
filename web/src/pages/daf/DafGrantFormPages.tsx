import { DAF_GRANT_MESSAGES, type CurrentUserView } from '@bequest/sdk/app';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { bequestKeys, useBequest } from '@bequest/sdk/react';
import { useCurrentUser } from '../../session/use-current-user';
import { GiftStepForm } from '../stock-gifts/GiftStepForm';
import { GiftNotice } from '../stock-gifts/stock-gift-flow';
import {
  nonprofitDetails,
  useNonprofitByEin,
  type ChosenNonprofit,
} from '../stock-gifts/nonprofit-search';
import { DafGrantRoute, useDafGrantFlow } from './daf-flow';
import { dafGrantBody, grantAnswersFromProfile, grantAnswersOf } from './daf-grant-answers';
import { dafGrantPath, dafStartPath, NO_PARTNER } from './daf-paths';
import { DafGrantFields, useDafGrantForm } from './DafGrantFields';

const TITLE = 'Your grant recommendation';
const STEPS = 3;

const NewGrantForm = ({
  user,
  nonprofit,
  partner,
}: {
  readonly user: CurrentUserView;
  readonly nonprofit: ChosenNonprofit;
  readonly partner: string;
}) => {
  const bequest = useBequest();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, recurring } = useDafGrantForm(grantAnswersFromProfile(user), null);

  const start = async () => {
    setFailure(null);
    const started = await bequest.startDafGrant({
      body: dafGrantBody(form.getValues(), nonprofit.ein),
    });
    if (started.isOk()) {
      void queryClient.invalidateQueries({ queryKey: bequestKeys.me() });
      void queryClient.invalidateQueries({ queryKey: bequestKeys.gifts.list('daf-grant') });
      return void navigate(dafGrantPath(partner, started.value.id, 'confirm'));
    }
    const { fields = {}, message } = started.error.error;
    const { recipientEin, ...others } = fields;
    for (const [name, text] of Object.entries(others))
      form.setError(name as 'amount', { message: text });
    setFailure(recipientEin ?? (Object.keys(others).length > 0 ? null : message));
  };

  return (
    <GiftStepForm
      step={1}
      steps={STEPS}
      title={TITLE}
      form={form}
      failure={failure}
      onValid={start}
      backTo={dafStartPath(partner)}
      submitLabel="Save and review"
      intro={
        <p>
          To <strong>{nonprofit.name}</strong> ({nonprofitDetails(nonprofit)}).{' '}
          <Link to={dafStartPath(partner)}>Choose another charity</Link>
        </p>
      }
    >
      <DafGrantFields recurring={recurring} />
    </GiftStepForm>
  );
};

/**
 * A grant's answers before it exists (giving 2.7 /daf/:partner/grant?ein=), for the charity the
 * first step chose: the sponsor and fund, the donor as the profile has them, the amount, its
 * purpose, what the charity may know, and the rules the donor confirms.
 */
export const DafNewGrantPage = () => {
  const { partner = NO_PARTNER } = useParams<{ partner: string }>();
  const [search] = useSearchParams();
  const user = useCurrentUser().data;
  const { nonprofit, pending } = useNonprofitByEin(search.get('ein') ?? '');
  if (!user || pending) return <Loading />;
  if (!nonprofit)
    return (
      <GiftNotice title="We could not find this charity">
        <p>{DAF_GRANT_MESSAGES.recipientEin}.</p>
        <p>
          <Link className="button button--primary" to={dafStartPath(partner)}>
            Find the charity
          </Link>
        </p>
      </GiftNotice>
    );
  return <NewGrantForm user={user} nonprofit={nonprofit} partner={partner} />;
};

const EditGrantForm = () => {
  const { partner = NO_PARTNER } = useParams<{ partner: string }>();
  const { gift: grant, saved, failed } = useDafGrantFlow();
  const bequest = useBequest();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const kept = grant.fundNumber?.slice(-4) ?? null;
  const { form, recurring } = useDafGrantForm(grantAnswersOf(grant), kept);

  const save = async () => {
    setFailure(null);
    const answer = await bequest.saveDafGrant({
      params: { id: grant.id },
      body: dafGrantBody(form.getValues(), grant.recipient.ein, kept),
    });
    if (answer.isErr()) return setFailure(failed(answer.error, form.setError));
    saved(answer.value);
    void navigate(dafGrantPath(partner, grant.id, 'confirm'));
  };

  return (
    <GiftStepForm
      step={1}
      steps={STEPS}
      title={TITLE}
      form={form}
      failure={failure}
      onValid={save}
      backTo={dafGrantPath(partner, grant.id, 'confirm')}
      submitLabel="Save and review"
      intro={
        <p>
          To <strong>{grant.recipient.legalName}</strong> (EIN {grant.recipient.ein}).
        </p>
      }
    >
      <DafGrantFields recurring={recurring} maskedFundNumber={grant.fundNumber} />
    </GiftStepForm>
  );
};

/** A started grant's answers, to change them (/daf/:partner/:dafId/edit). */
export const DafEditGrantPage = () => (
  <DafGrantRoute>
    <EditGrantForm />
  </DafGrantRoute>
);
