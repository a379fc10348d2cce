import { zodResolver } from '@hookform/resolvers/zod';
import { EMPTY_NAME, fiduciaryOf, nameForm, PetsFormSchema, type PetsForm } from '@bequest/sdk/app';
import { useForm } from 'react-hook-form';
import { FormChoices, YES_NO } from '../../forms/FormChoices';
import { FormText } from '../../forms/FormText';
import { ItemList } from '../ItemList';
import { PersonNameFields } from '../PersonNameFields';
import { StepForm } from '../StepForm';
import { savedYesNo } from './answered';
import { useEstatePlanWizard } from './estate-plan-context';

/** Pets (PETS): each pet, who takes care of it and an optional fund for its care. */
export const PetsStep = () => {
  const { plan, saveStep, step, backTo } = useEstatePlanWizard();
  const form = useForm<PetsForm, unknown, ReturnType<typeof PetsFormSchema.parse>>({
    resolver: zodResolver(PetsFormSchema),
    defaultValues: {
      hasPets: savedYesNo(plan, 'PETS', plan.pets.length > 0),
      pets: plan.pets.map((pet) => ({
        name: pet.name,
        caretaker: nameForm(pet.caretaker?.fullName),
        careFund: pet.careFund ?? '',
      })),
    },
  });
  return (
    <StepForm
      question={step.question}
      form={form}
      backTo={backTo}
      onValid={(values) =>
        saveStep({
          pets: values.pets.map((pet) => ({
            name: pet.name,
            caretaker: fiduciaryOf(pet.caretaker),
            careFund: pet.careFund || null,
          })),
        })
      }
      help={
        <p>
          The law treats pets as property, so your will can leave each pet to someone who has agreed
          to care for it, with money for food and vet bills if you wish.
        </p>
      }
    >
      <FormChoices name="hasPets" legend="Do you have pets?" choices={YES_NO} />
      {form.watch('hasPets') === 'yes' && (
        <ItemList
          name="pets"
          legend="Your pets"
          itemLabel={(index) => `Pet ${index + 1}`}
          addLabel="Add a pet"
          max={20}
          blank={{ name: '', caretaker: { ...EMPTY_NAME }, careFund: '' }}
        >
          {(path) => (
            <>
              <FormText name={`${path}.name`} label="Pet’s name" autoComplete="off" />
              <fieldset className="items">
                <legend>Who should care for this pet?</legend>
                <PersonNameFields name={`${path}.caretaker`} />
              </fieldset>
              <FormText
                name={`${path}.careFund`}
                label="Money for the pet’s care, in dollars (optional)"
                inputMode="decimal"
              />
            </>
          )}
        </ItemList>
      )}
    </StepForm>
  );
};

export default PetsStep;
