import { zodResolver } from '@hookform/resolvers/zod';
import {
  EstateValueFormSchema,
  type EstateValueForm,
  type EstateValueRange,
} from '@bequest/sdk/app';
import { useForm } from 'react-hook-form';
import { FormChoices } from '../../forms/FormChoices';
import { StepForm } from '../StepForm';
import { useEstatePlanWizard } from './estate-plan-context';

const RANGE_LABELS: Record<EstateValueRange, string> = {
  under_100k: 'Less than $100,000',
  '100k_to_500k': '$100,000 to $500,000',
  '500k_to_1m': '$500,000 to $1 million',
  '1m_to_5m': '$1 million to $5 million',
  over_5m: 'More than $5 million',
};

/** The estate's rough size (ASSETS_TOTAL). */
export const EstateValueStep = () => {
  const { plan, saveStep, step, backTo } = useEstatePlanWizard();
  const form = useForm<EstateValueForm, unknown, ReturnType<typeof EstateValueFormSchema.parse>>({
    resolver: zodResolver(EstateValueFormSchema),
    defaultValues: { estimatedEstateValue: plan.estimatedEstateValue },
  });
  return (
    <StepForm
      question={step.question}
      form={form}
      backTo={backTo}
      onValid={(values) => saveStep(values)}
      help={
        <p>
          A rough guess is enough: add what you own and subtract what you owe. It does not appear in
          your will; it helps us point out when a trust or a tax adviser is worth considering.
        </p>
      }
    >
      <FormChoices
        name="estimatedEstateValue"
        legend="Your estate’s approximate value"
        choices={Object.entries(RANGE_LABELS).map(([value, label]) => ({ value, label }))}
      />
    </StepForm>
  );
};

export default EstateValueStep;
