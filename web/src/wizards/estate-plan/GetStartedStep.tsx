import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPTY_NAME,
  flowPathAfter,
  MARITAL_STATUS_LABELS,
  TrustStartFormSchema,
  type DocumentView,
  type EstatePlanFlow,
  type TrustStartForm,
} from '@bequest/sdk';
import { useForm } from 'react-hook-form';
import { useNavigate, useOutletContext } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { FormChoices } from '../../forms/FormChoices';
import { useCurrentUser } from '../../session/use-current-user';
import { useCreateDocument } from '../../documents/use-document';
import { PersonNameFields } from '../PersonNameFields';
import { StepForm } from '../StepForm';
import { GET_STARTED_PATH } from './EstatePlanWizardLayout';
import { TrustNotOffered, useTrustAvailability } from './trust-availability';

const WHAT_IS_ASKED = {
  WILL: [
    'Your legal name, birth date, state and county, and whether you are married',
    'Your children and pets, and who should care for them',
    'Who inherits your estate, in shares that add up to 100%, including any charities',
    'Any specific gifts, your funeral wishes, and who carries out your will',
  ],
  RLT: [
    'Your legal name, birth date, state and county, and whether you are married',
    'Your children and pets, and who should care for them',
    'Who manages the trust after you, and who carries out your pour-over will',
    'Who inherits from the trust, and what property you will put into it',
  ],
} as const;

/**
 * The start of a will or trust (documents.md 2.1, 2.2): what it takes, then the plan is created.
 * A trust is one person's, or a joint trust with a spouse or partner (4.1).
 */
export const GetStartedStep = () => {
  const { flow, view } = useOutletContext<{ flow: EstatePlanFlow; view: DocumentView | null }>();
  const isTrust = flow.planType === 'RLT';
  const noun = isTrust ? 'living trust' : 'will';
  const question = `Let’s make your ${noun}`;
  usePageTitle(`${question} | Bequest`);
  const create = useCreateDocument(isTrust ? 'rlt' : 'will');
  const navigate = useNavigate();
  const profile = useCurrentUser().data?.activeProfile;
  const form = useForm<TrustStartForm, unknown, ReturnType<typeof TrustStartFormSchema.parse>>({
    resolver: zodResolver(TrustStartFormSchema),
    defaultValues: {
      ownership: isTrust ? null : 'individual',
      partnerStatus:
        profile?.maritalStatus === 'DOMESTIC_PARTNERSHIP' ? 'DOMESTIC_PARTNERSHIP' : 'MARRIED',
      spouse: { ...EMPTY_NAME },
    },
  });
  const next = flowPathAfter(flow, GET_STARTED_PATH);
  const offersTrust = useTrustAvailability();
  const state = profile?.administrativeArea ?? null;
  if (isTrust && state && !offersTrust(state)) return <TrustNotOffered state={state} />;

  const start = async (values: ReturnType<typeof TrustStartFormSchema.parse>) => {
    if (view) {
      navigate(next);
      return null;
    }
    const joint = values.ownership === 'joint';
    const failure = await create(
      joint
        ? {
            isJoint: true,
            maritalStatus: values.partnerStatus,
            spouse: { fullName: values.spouse },
          }
        : {},
    );
    if (failure) return failure;
    navigate(next);
    return null;
  };

  return (
    <StepForm
      question={question}
      form={form}
      backTo={null}
      onValid={start}
      submitLabel={view ? `Continue my ${noun}` : `Start my ${noun}`}
    >
      <p>
        Most people finish in under 20 minutes. We save every answer as you go, so you can stop and
        come back to the same question.
      </p>
      <h2>What you will be asked</h2>
      <ul>
        {WHAT_IS_ASKED[flow.planType].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {isTrust && !view && (
        <>
          <FormChoices
            name="ownership"
            legend="Who is this trust for?"
            choices={[
              { value: 'individual', label: 'Just me' },
              { value: 'joint', label: 'My spouse or partner and me, as a joint trust' },
            ]}
          />
          {form.watch('ownership') === 'joint' && (
            <>
              <FormChoices
                name="partnerStatus"
                legend="You are"
                choices={(['MARRIED', 'DOMESTIC_PARTNERSHIP'] as const).map((status) => ({
                  value: status,
                  label: MARITAL_STATUS_LABELS[status],
                }))}
              />
              <fieldset className="items">
                <legend>Your spouse or partner’s legal name</legend>
                <PersonNameFields name="spouse" />
              </fieldset>
            </>
          )}
        </>
      )}
    </StepForm>
  );
};

export default GetStartedStep;
