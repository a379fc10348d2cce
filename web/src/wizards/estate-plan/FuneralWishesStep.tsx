import { zodResolver } from '@hookform/resolvers/zod';
import {
  FUNERAL_DISPOSITION_LABELS,
  FuneralWishesFormSchema,
  type FuneralWishesForm,
} from '@bequest/sdk/app';
import { useForm } from 'react-hook-form';
import { FormChoices } from '../../forms/FormChoices';
import { FormTextArea } from '../../forms/FormTextArea';
import { StepForm } from '../StepForm';
import { useEstatePlanWizard } from './estate-plan-context';

/** Funeral wishes (FUNERAL_WISHES): what should happen to the body, and any instructions. */
export const FuneralWishesStep = () => {
  const { plan, saveStep, step, backTo } = useEstatePlanWizard();
  const form = useForm<
    FuneralWishesForm,
    unknown,
    ReturnType<typeof FuneralWishesFormSchema.parse>
  >({
    resolver: zodResolver(FuneralWishesFormSchema),
    defaultValues: {
      disposition: plan.funeralWishes?.disposition ?? null,
      instructions: plan.funeralWishes?.instructions ?? '',
    },
  });
  return (
    <StepForm
      question={step.question}
      form={form}
      backTo={backTo}
      onValid={(values) =>
        saveStep({
          funeralWishes: {
            disposition: values.disposition,
            instructions: values.instructions || null,
          },
        })
      }
      help={
        <p>
          A will is often read after the funeral, so also tell your family what you want. Your
          wishes here guide your executor; they are not binding in every state.
        </p>
      }
    >
      <FormChoices
        name="disposition"
        legend="What would you like done with your body?"
        choices={Object.entries(FUNERAL_DISPOSITION_LABELS).map(([value, label]) => ({
          value,
          label,
        }))}
      />
      <FormTextArea
        name="instructions"
        label="Anything else about your funeral or memorial (optional)"
        maxLength={2000}
      />
    </StepForm>
  );
};

export default FuneralWishesStep;
