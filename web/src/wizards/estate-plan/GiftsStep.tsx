import { zodResolver } from '@hookform/resolvers/zod';
import { giftsForm, GiftsFormSchema, specificGiftsOf, type GiftsForm } from '@bequest/sdk/app';
import { useForm } from 'react-hook-form';
import { FieldError, fieldId, useFieldError } from '../../forms/field-error';
import { FormText } from '../../forms/FormText';
import { ItemList } from '../ItemList';
import { StepForm } from '../StepForm';
import { useEstatePlanWizard } from './estate-plan-context';
import { RecipientFields } from './RecipientFields';

const NEW_PORTION = { kind: 'person', recipientName: '', charitableGiftId: null, percent: '100' };

/** The shares of one gift must add up to 100%: its message, tied to the gift's group. */
const GiftTotal = ({ path }: { readonly path: string }) => (
  <FieldError id={fieldId(`${path}.total`)} message={useFieldError(`${path}.total`)} />
);

/**
 * Specific gifts (PROPERTY; documents.md 2.1 /gifts/list): each thing, described so anyone could
 * pick it out, to one recipient or split in shares among several, people or charities.
 */
export const GiftsStep = () => {
  const { plan, saveStep, step, backTo } = useEstatePlanWizard();
  const form = useForm<GiftsForm, unknown, ReturnType<typeof GiftsFormSchema.parse>>({
    resolver: zodResolver(GiftsFormSchema),
    defaultValues: giftsForm(plan.specificGifts),
  });
  return (
    <StepForm
      question={step.question}
      form={form}
      backTo={backTo}
      onValid={(values) => saveStep({ specificGifts: specificGiftsOf(values.gifts) })}
      help={
        <p>
          A specific gift leaves one thing, such as a ring, a car or a sum of money, to a person or
          a charity, or in shares among several. Describe it so that anyone could pick it out. If
          you no longer own it when you die, the gift lapses. Skip this if you want everything
          shared out as you said.
        </p>
      }
    >
      <ItemList
        name="gifts"
        legend="Your gifts (optional)"
        itemLabel={(index) => `Gift ${index + 1}`}
        addLabel="Add a gift"
        max={50}
        blank={{
          propertyId: `gift-${crypto.randomUUID().slice(0, 8)}`,
          description: '',
          portions: [NEW_PORTION],
          backupRecipientName: '',
        }}
      >
        {(path) => (
          <>
            <FormText name={`${path}.description`} label="What is the gift?" autoComplete="off" />
            <ItemList
              name={`${path}.portions`}
              legend="Who receives it"
              itemLabel={(index) => `Recipient ${index + 1}`}
              addLabel="Split it with another recipient"
              max={10}
              blank={{ ...NEW_PORTION, percent: '' }}
            >
              {(portion) => (
                <>
                  <RecipientFields path={portion} nameField="recipientName" />
                  <FormText
                    name={`${portion}.percent`}
                    label="Share of the gift (%)"
                    inputMode="decimal"
                  />
                </>
              )}
            </ItemList>
            <GiftTotal path={path} />
            <FormText
              name={`${path}.backupRecipientName`}
              label="If a recipient does not survive you, who receives their share instead? (optional)"
              hint="Leave it empty and the share joins the rest of your estate."
              autoComplete="off"
            />
          </>
        )}
      </ItemList>
    </StepForm>
  );
};

export default GiftsStep;
