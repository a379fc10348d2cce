import {
  BrokerageSchema,
  DELIVERING_FIRMS,
  FinancialAdvisorSchema,
  type DeliveringFirm,
  type StockGiftView,
} from '@bequest/sdk/app';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { FormCheckbox } from '../../forms/FormCheckbox';
import { FormSelect } from '../../forms/FormSelect';
import { FormText } from '../../forms/FormText';
import { useBequest } from '@bequest/sdk/react';
import { formResolver } from './form-messages';
import { GiftStepForm } from './GiftStepForm';
import { StockGiftRoute, useGiftFlow } from './stock-gift-flow';

const FIRM_MESSAGE = 'Please choose the brokerage that holds the shares';

interface BrokerageInput {
  brokerage: {
    firm: DeliveringFirm | '';
    otherFirmName: string;
    accountHolder: string;
    accountNumber: string;
  };
  advisor: { name: string; email: string; consentToShare: boolean };
}

const WithAdvisorSchema = z.object({ brokerage: BrokerageSchema, advisor: FinancialAdvisorSchema });
const WithoutAdvisorSchema = z.object({ brokerage: BrokerageSchema });
type Answers = z.output<typeof WithoutAdvisorSchema> & {
  advisor?: z.output<typeof FinancialAdvisorSchema>;
};

const answersOf = (gift: StockGiftView): BrokerageInput => ({
  brokerage: {
    firm: gift.brokerage?.firm ?? '',
    otherFirmName: gift.brokerage?.otherFirmName ?? '',
    accountHolder: gift.brokerage?.accountHolder ?? gift.donor.fullName,
    // Kept only masked: the donor types it again to save a change.
    accountNumber: '',
  },
  advisor: {
    name: gift.advisor?.name ?? '',
    email: gift.advisor?.email ?? '',
    consentToShare: false,
  },
});

const prefixed = (prefix: string) => (name: string) => `${prefix}.${name}`;

const BrokerageStep = () => {
  const { gift, giftKey, saved, failed, pathOf } = useGiftFlow();
  const bequest = useBequest();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const throughAdvisor = gift.donation?.transferMethod === 'FINANCIAL_ADVISOR';
  const resolver = useMemo(
    () =>
      formResolver<BrokerageInput, Answers>(
        throughAdvisor ? WithAdvisorSchema : WithoutAdvisorSchema,
        { 'brokerage.firm': FIRM_MESSAGE },
      ),
    [throughAdvisor],
  );
  const form = useForm<BrokerageInput, unknown, Answers>({
    resolver,
    defaultValues: answersOf(gift),
  });
  const firm = useWatch({ control: form.control, name: 'brokerage.firm' });

  const save = async ({ advisor }: Answers) => {
    setFailure(null);
    const params = { id: gift.id };
    // As typed: the checks' answer holds the account number already masked, which the API,
    // masking it itself, would refuse.
    const { firm, ...typed } = form.getValues('brokerage');
    const savedBrokerage = await bequest.saveStockBrokerage({
      params,
      giftKey,
      body: { ...typed, firm: firm as DeliveringFirm },
    });
    if (savedBrokerage.isErr())
      return setFailure(failed(savedBrokerage.error, form.setError, prefixed('brokerage')));
    saved(savedBrokerage.value);
    if (advisor) {
      const savedAdvisor = await bequest.saveStockAdvisor({ params, giftKey, body: advisor });
      if (savedAdvisor.isErr())
        return setFailure(failed(savedAdvisor.error, form.setError, prefixed('advisor')));
      saved(savedAdvisor.value);
    }
    void navigate(pathOf('review'));
  };

  const masked = gift.brokerage?.accountNumber;
  return (
    <GiftStepForm
      step={4}
      title="Where are the shares now?"
      intro={<p>The letter of authorization asks this brokerage to transfer the shares.</p>}
      form={form}
      failure={failure}
      onValid={save}
      backTo={pathOf('donation')}
    >
      <FormSelect
        name="brokerage.firm"
        label="Brokerage that holds the shares"
        choices={DELIVERING_FIRMS.map((name) => ({ value: name, label: name }))}
      />
      {firm === 'Other' && (
        <FormText name="brokerage.otherFirmName" label="Name of the brokerage" />
      )}
      <FormText
        name="brokerage.accountHolder"
        label="Name on the account"
        hint="As your brokerage statement shows it."
        autoComplete="name"
      />
      <FormText
        name="brokerage.accountNumber"
        label="Account number"
        hint={`We keep only its last four characters, and the letter shows it masked (like ••••1234).${masked ? ` We have ${masked} on file: type the whole number again to save.` : ''}`}
        autoComplete="off"
        spellCheck={false}
      />
      {throughAdvisor && (
        <fieldset className="items">
          <legend>Your financial advisor</legend>
          <FormText name="advisor.name" label="Advisor’s name" />
          <FormText name="advisor.email" label="Advisor’s e-mail address" type="email" />
          <FormCheckbox
            name="advisor.consentToShare"
            label="I agree that you e-mail my advisor the letter I sign, with my name and the details of my gift"
          />
        </fieldset>
      )}
    </GiftStepForm>
  );
};

/**
 * The brokerage step (giving 2.5 /sg/a/:stockGiftId/brokerage): the delivering firm, the account
 * holder and the account number, kept masked; on the advisor path, the advisor and the donor's
 * consent to send them the letter.
 */
export const StockGiftBrokeragePage = () => (
  <StockGiftRoute>
    <BrokerageStep />
  </StockGiftRoute>
);
