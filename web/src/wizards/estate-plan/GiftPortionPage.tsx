import { useSaveDocument } from '@bequest/sdk/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOCUMENT_REGISTRY,
  giftsForm,
  GiftRecipientFormSchema,
  specificGiftsOf,
  type GiftRecipientForm,
} from '@bequest/sdk/app';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { StepForm } from '../StepForm';
import { useEstatePlanWizard } from './estate-plan-context';
import { RecipientFields } from './RecipientFields';

/**
 * Who receives one portion of a specific gift (documents.md 2.1, 2.2
 * /specific-gifts/:propertyId/portions/:portion/beneficiaries); its share stays as it was.
 */
export const GiftPortionPage = () => {
  const { flow, plan } = useEstatePlanWizard();
  const { propertyId = '', portion = '' } = useParams();
  const save = useSaveDocument(DOCUMENT_REGISTRY[flow.planType].slug);
  const navigate = useNavigate();
  const gifts = giftsForm(plan.specificGifts).gifts;
  const giftIndex = gifts.findIndex((gift) => gift.propertyId === propertyId);
  const portionIndex = Number(portion) - 1;
  const current = gifts[giftIndex]?.portions[portionIndex];
  const giftsPath = `${flow.base}${flow.steps.find((step) => step.kind === 'gifts')?.path ?? ''}`;
  const form = useForm<GiftRecipientForm, unknown, GiftRecipientForm>({
    resolver: zodResolver(GiftRecipientFormSchema),
    defaultValues: current,
  });
  if (!current) return <Navigate to={giftsPath} replace />;
  const gift = gifts[giftIndex]!;

  const choose = async (recipient: GiftRecipientForm) => {
    const changed = gifts.map((candidate, index) =>
      index !== giftIndex
        ? candidate
        : {
            ...candidate,
            portions: candidate.portions.map((share, at) =>
              at === portionIndex ? { ...share, ...recipient } : share,
            ),
          },
    );
    const failure = await save({ changes: { specificGifts: specificGiftsOf(changed) } });
    if (failure === null) navigate(giftsPath);
    return failure;
  };

  return (
    <StepForm
      question={`Who receives ${gift.portions.length > 1 ? `${current.percent}% of ` : ''}${gift.description}?`}
      form={form}
      backTo={giftsPath}
      submitLabel="Save"
      onValid={choose}
    >
      <RecipientFields path="" nameField="recipientName" />
    </StepForm>
  );
};

export default GiftPortionPage;
