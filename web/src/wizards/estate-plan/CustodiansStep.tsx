import { zodResolver } from '@hookform/resolvers/zod';
import { CustodiansFormSchema, fiduciaryOf, nameForm, type CustodiansForm } from '@bequest/sdk';
import { useForm } from 'react-hook-form';
import { FormChoices, YES_NO } from '../../forms/FormChoices';
import { PeopleList } from '../PeopleList';
import { StepForm } from '../StepForm';
import { savedYesNo } from './answered';
import { useEstatePlanWizard } from './estate-plan-context';

/** Custodians (MINOR_CUSTODIANS): who manages property left to someone under 21. */
export const CustodiansStep = () => {
  const { plan, saveStep, step, backTo } = useEstatePlanWizard();
  const form = useForm<CustodiansForm, unknown, ReturnType<typeof CustodiansFormSchema.parse>>({
    resolver: zodResolver(CustodiansFormSchema),
    defaultValues: {
      wantsCustodian: savedYesNo(plan, 'MINOR_CUSTODIANS', plan.custodians.length > 0),
      custodians: plan.custodians.map((custodian) => nameForm(custodian.fullName)),
    },
  });
  return (
    <StepForm
      question={step.question}
      form={form}
      backTo={backTo}
      onValid={(values) =>
        saveStep({ custodians: values.custodians.map((name) => fiduciaryOf(name)) })
      }
      help={
        <p>
          A child cannot legally manage an inheritance. A custodian holds and spends it for the
          young person’s benefit under the Uniform Transfers to Minors Act and hands it over when
          they come of age, usually at 21. Without one, a court may have to appoint someone.
        </p>
      }
    >
      <FormChoices
        name="wantsCustodian"
        legend="Do you want to name a custodian for any beneficiary under 21?"
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
