import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPTY_NAME,
  flowPathAfter,
  MARITAL_STATUS_LABELS,
  offersTrustInsteadOfWill,
  StartWithoutAccountFormSchema,
  TrustStartFormSchema,
  type AnonymousStartForm,
  type DocumentView,
  type EstatePlanFlow,
  startErrorRoute,
  type TrustStartForm,
  WILL_TO_TRUST_OFFER,
} from '@bequest/sdk/app';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useOutletContext, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { FormChoices } from '../../forms/FormChoices';
import { FormText } from '../../forms/FormText';
import { TermsCheckbox } from '../../forms/TermsCheckbox';
import {
  useBequest,
  useCreateDocument,
  useRefreshCurrentUser,
  useTenant,
} from '@bequest/sdk/react';
import { useCurrentUser } from '../../session/use-current-user';
import { PersonNameFields } from '../PersonNameFields';
import { StepForm } from '../StepForm';
import { GET_STARTED_PATH } from './EstatePlanWizardLayout';
import { useTrustAvailability } from '../../documents/use-trust-availability';
import { TrustNotOffered } from './trust-availability';
import { useTrack, webDocumentEvent } from '../../analytics/use-track';

type StartForm = TrustStartForm & Partial<AnonymousStartForm>;
type StartValues = ReturnType<typeof TrustStartFormSchema.parse> & Partial<AnonymousStartForm>;

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
  usePageTitle(`${question}`);
  const bequest = useBequest();
  const refreshCurrentUser = useRefreshCurrentUser();
  const create = useCreateDocument(isTrust ? 'rlt' : 'will');
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const profile = user?.activeProfile;
  const anonymous = !user;
  /** A partner's trust page sends its organization along (documents.md 2.2 /trust/:partnerUrl). */
  const partner = useSearchParams()[0].get('partner');
  const schema = anonymous ? StartWithoutAccountFormSchema : TrustStartFormSchema;
  const form = useForm<StartForm, unknown, StartValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      ownership: isTrust ? null : 'individual',
      partnerStatus:
        profile?.maritalStatus === 'DOMESTIC_PARTNERSHIP' ? 'DOMESTIC_PARTNERSHIP' : 'MARRIED',
      spouse: { ...EMPTY_NAME },
      ...(anonymous && { ...EMPTY_NAME, email: '', termsAccepted: false }),
    },
  });
  const next = flowPathAfter(flow, GET_STARTED_PATH);
  const offersTrust = useTrustAvailability();
  const tenant = useTenant();
  const track = useTrack();
  const state = profile?.administrativeArea ?? null;
  const offersTrustInstead =
    !isTrust &&
    !view &&
    offersTrustInsteadOfWill({
      willToRltForCalifornia: tenant.data?.configuration.willToRltForCalifornia ?? false,
      state,
      trustOffered: offersTrust(state),
    });
  if (isTrust && state && !offersTrust(state, Boolean(partner)))
    return <TrustNotOffered state={state} />;

  /**
   * Where the tenant allows it, an account without a password yet (platform-core.md 4.3); a
   * refusal says why here, or ends on its error route (with nothing left to say).
   */
  const startAccount = async (values: StartValues): Promise<{ refused: string | null } | null> => {
    const started = await bequest.getStarted({
      body: {
        email: values.email ?? '',
        owner: {
          fullName: {
            first: values.first ?? '',
            middle: values.middle ?? '',
            last: values.last ?? '',
          },
        },
        termsAccepted: values.termsAccepted ?? false,
        product: flow.planType,
        ...(partner && { orgsAllowedToGetContactDetails: [partner] }),
      },
    });
    if (started.isErr()) {
      const errorRoute = startErrorRoute(started.error.error.code);
      if (!errorRoute) return { refused: started.error.error.message };
      navigate(errorRoute);
      return { refused: null };
    }
    await refreshCurrentUser();
    return null;
  };

  const start = async (values: StartValues) => {
    if (view) {
      track(webDocumentEvent(flow.planType, 'continue'));
      navigate(next);
      return null;
    }
    const refusal = anonymous ? await startAccount(values) : null;
    if (refusal) return refusal.refused;
    const joint = values.ownership === 'joint';
    const failure = await create({
      ...(joint && {
        isJoint: true,
        maritalStatus: values.partnerStatus,
        spouse: { fullName: values.spouse },
      }),
      ...(partner && { refOrgId: partner, referrer: 'PARTNER_PAGE' as const }),
    });
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
      {offersTrustInstead && (
        <section className="notice" aria-labelledby="will-to-trust">
          <h2 id="will-to-trust">{WILL_TO_TRUST_OFFER.heading}</h2>
          <p>{WILL_TO_TRUST_OFFER.text}</p>
          <p>
            <Link to="/rlt">{WILL_TO_TRUST_OFFER.linkText}</Link>
          </p>
        </section>
      )}
      <h2>What you will be asked</h2>
      <ul>
        {WHAT_IS_ASKED[flow.planType].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {anonymous && (
        <fieldset className="items">
          <legend>Your account</legend>
          <FormText name="first" label="First name" autoComplete="given-name" />
          <FormText name="middle" label="Middle name (optional)" autoComplete="additional-name" />
          <FormText name="last" label="Last name" autoComplete="family-name" />
          <FormText name="email" label="E-mail address" type="email" autoComplete="email" />
          <TermsCheckbox
            registration={form.register('termsAccepted')}
            error={form.formState.errors.termsAccepted?.message}
          />
          <p>
            Already have an account?{' '}
            <Link to={`/login?redirect=${encodeURIComponent(flow.base)}`}>Log in</Link>
          </p>
        </fieldset>
      )}
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
