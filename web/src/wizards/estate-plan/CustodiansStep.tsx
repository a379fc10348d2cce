import { zodResolver } from '@hookform/resolvers/zod';
import {
  BENEFICIARY_TRUST_AGE_CHOICES,
  BENEFICIARY_TRUST_AGE_VALUES,
  custodiansFormSchemaFor,
  fiduciaryOf,
  isSectionCompleted,
  isUsStateCode,
  nameForm,
  STATE_PROPERTY_LAW,
  trustAgesChoiceOf,
  trustAgesOf,
  type TrustCustodiansForm,
} from '@bequest/sdk/app';
import { useForm } from 'react-hook-form';
import { FormChoices, YES_NO } from '../../forms/FormChoices';
import { PeopleList } from '../PeopleList';
import { StepForm } from '../StepForm';
import { savedYesNo } from './answered';
import { useEstatePlanWizard } from './estate-plan-context';

const TRUST_AGE_CHOICES = BENEFICIARY_TRUST_AGE_VALUES.map((value) => ({
  value,
  label: BENEFICIARY_TRUST_AGE_CHOICES[value].label,
}));

/**
 * Custodians (MINOR_CUSTODIANS): who manages property left to a young beneficiary, until the
 * greatest age the person's state allows; a trust also asks at what ages a young beneficiary's
 * share is paid out of the trust (issue 18).
 */
export const CustodiansStep = () => {
  const { plan, profile, saveStep, step, backTo } = useEstatePlanWizard();
  const trust = plan.planType === 'RLT';
  const state = isUsStateCode(profile.administrativeArea) ? profile.administrativeArea : null;
  const age = state ? STATE_PROPERTY_LAW[state].custodianship.maxAge : 21;
  const schema = custodiansFormSchemaFor(plan.planType);
  const form = useForm<TrustCustodiansForm, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    defaultValues: {
      wantsCustodian: savedYesNo(plan, 'MINOR_CUSTODIANS', plan.custodians.length > 0),
      custodians: plan.custodians.map((custodian) => nameForm(custodian.fullName)),
      // Unanswered until the section was finished once: the person chooses, nothing is assumed.
      trustAges: isSectionCompleted(plan.planType, plan.lastSectionCompleted, 'MINOR_CUSTODIANS')
        ? trustAgesChoiceOf(plan.beneficiaryTrustAges)
        : null,
    },
  });
  return (
    <StepForm
      question={step.question}
      form={form}
      backTo={backTo}
      onValid={(values) =>
        saveStep({
          custodians: values.custodians.map((name) => fiduciaryOf(name)),
          ...(trust && values.trustAges
            ? { beneficiaryTrustAges: trustAgesOf(values.trustAges) }
            : {}),
        })
      }
      help={
        <p>
          A child cannot legally manage an inheritance. A custodian holds and spends it for the
          young person’s benefit and hands it over at {age}, the latest age your state allows.
          {trust &&
            ' In your trust, a young beneficiary’s share stays in trust until the ages you choose; the trustee may use it for their health, education and support until then.'}
        </p>
      }
    >
      {trust && (
        <FormChoices
          name="trustAges"
          legend="When should a young beneficiary receive their share from your trust?"
          choices={TRUST_AGE_CHOICES}
        />
      )}
      <FormChoices
        name="wantsCustodian"
        legend={`Do you want to name a custodian for any beneficiary under ${age}?`}
        choices={YES_NO}
      />
      {form.watch('wantsCustodian') === 'yes' && (
        <PeopleList
          name="custodians"
          legend="Custodians"
          itemLabel={(index) => (index === 0 ? 'Custodian' : 'Backup custodian')}
          addLabel="Add a custodian"
          max={2}
        />
      )}
    </StepForm>
  );
};

export default CustodiansStep;
