import { QCD_GIFT_MESSAGES, type CurrentUserView } from '@bequest/sdk/app';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { bequestKeys, useBequest } from '@bequest/sdk/react';
import { useCurrentUser } from '../../session/use-current-user';
import { CharitySearch, useCharityChoice } from '../giving/CharitySearch';
import { GiftStepForm } from '../stock-gifts/GiftStepForm';
import { useNonprofitByEin, type ChosenNonprofit } from '../stock-gifts/nonprofit-search';
import { answersFromProfile, qcdBody } from './qcd-answers';
import { QcdAnswersFields, useQcdAnswersForm } from './QcdAnswersFields';
import { QCD_HEAD } from './qcd-head';
import { keptQcdPartnerPath } from './qcd-partner-path';
import { QCD_STEP_COUNT, qcdStepPath } from './qcd-paths';

const PersonalForm = ({
  user,
  nonprofit,
}: {
  readonly user: CurrentUserView;
  readonly nonprofit: ChosenNonprofit | null;
}) => {
  const bequest = useBequest();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choice = useCharityChoice({ initial: nonprofit });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useQcdAnswersForm(answersFromProfile(user));

  const start = async () => {
    setFailure(null);
    if (!choice.chosen) return choice.refuse(QCD_GIFT_MESSAGES.recipientEin);
    const started = await bequest.startQcd({
      body: qcdBody(form.getValues(), choice.chosen.ein),
    });
    if (started.isOk()) {
      void queryClient.invalidateQueries({ queryKey: bequestKeys.me() });
      void queryClient.invalidateQueries({ queryKey: bequestKeys.gifts.list('qcd') });
      return void navigate(qcdStepPath(started.value.id, 'rmd'));
    }
    const { fields = {}, message } = started.error.error;
    const { recipientEin, ...others } = fields;
    if (recipientEin) choice.refuse(recipientEin);
    else if (started.error.status === 404) choice.refuse(QCD_GIFT_MESSAGES.recipientEin);
    for (const [name, text] of Object.entries(others))
      form.setError(name as 'amount', { message: text });
    setFailure(recipientEin || Object.keys(others).length > 0 ? null : message);
  };

  return (
    <GiftStepForm
      step={1}
      steps={QCD_STEP_COUNT}
      title="About you and your IRA"
      head={QCD_HEAD}
      form={form}
      failure={failure ?? (choice.error ? 'Please choose the charity before you continue.' : null)}
      onValid={start}
      backTo={keptQcdPartnerPath()}
      submitLabel="Start my QCD"
      intro={
        <p>
          We prepare the letter that asks your IRA custodian to pay the charity straight from your
          IRA. It names you, your IRA and the gift as you answer below.
        </p>
      }
    >
      <fieldset className="items">
        <legend>The charity</legend>
        <CharitySearch label="Which charity would you like to give to?" choice={choice} />
      </fieldset>
      <QcdAnswersFields />
    </GiftStepForm>
  );
};

/**
 * The personal step (giving 2.6 /qcd/a/preliminary/personal), which starts the QCD: the charity
 * (chosen on the partner's page, `?ein=`, or searched here), the owner as the profile has them,
 * the IRA and the gift.
 */
export const QcdPersonalPage = () => {
  const [search] = useSearchParams();
  const user = useCurrentUser().data;
  const { nonprofit, pending } = useNonprofitByEin(search.get('ein') ?? '');
  if (!user || pending) return <Loading />;
  return <PersonalForm user={user} nonprofit={nonprofit} />;
};
