import { zodResolver } from '@hookform/resolvers/zod';
import { GiftsFormSchema, type GiftsForm } from '@bequest/sdk';
import { useForm } from 'react-hook-form';
import { FormText } from '../../forms/FormText';
import { ItemList } from '../ItemList';
import { StepForm } from '../StepForm';
import { useEstatePlanWizard } from './estate-plan-context';

/** Specific gifts (PROPERTY): a thing and who receives it, before the rest is shared out. */
export const GiftsStep = () => {
  const { plan, saveStep, step, backTo } = useEstatePlanWizard();
  const form = useForm<GiftsForm, unknown, ReturnType<typeof GiftsFormSchema.parse>>({
    resolver: zodResolver(GiftsFormSchema),
    defaultValues: { gifts: plan.specificGifts },
  });
  return (
    <StepForm
      question={step.question}
      form={form}
      backTo={backTo}
      onValid={(values) => saveStep({ specificGifts: values.gifts })}
      help={
        <p>
          A specific gift leaves one thing, such as a ring, a car or a sum of money, to one person
          or charity. Describe it so that anyone could pick it out. If you no longer own it when you
          die, the gift lapses. Skip this if you want everything shared out as you said.
        </p>
      }
    >
      <ItemList
        name="gifts"
        legend="Your gifts (optional)"
        itemLabel={(index) => `Gift ${index + 1}`}
        addLabel="Add a gift"
        max={50}
        blank={{ description: '', recipientName: '' }}
      >
        {(path) => (
          <>
            <FormText name={`${path}.description`} label="What is the gift?" autoComplete="off" />
            <FormText name={`${path}.recipientName`} label="Who receives it?" autoComplete="off" />
          </>
        )}
      </ItemList>
    </StepForm>
  );
};

export default GiftsStep;
