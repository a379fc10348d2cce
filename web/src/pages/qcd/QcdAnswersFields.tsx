import { formatMoney, IRA_CUSTODIANS } from '@bequest/sdk/app';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FormSelect } from '../../forms/FormSelect';
import { FormText } from '../../forms/FormText';
import { DonorAddressFields } from '../stock-gifts/DonorAddressFields';
import { formResolver } from '../stock-gifts/form-messages';
import { QcdAnswersSchema, type QcdAnswersInput } from './qcd-answers';

export type QcdAnswers = z.output<typeof QcdAnswersSchema>;

/** "$4,000" for the decimal "4000". */
export const usd = (value: string) => formatMoney({ value, currency: 'USD' });

/**
 * The personal step's form: the QCD's checks, with the account number on file standing for a
 * blank one (`keptAccountNumber`, its last four characters) when the answers are changed.
 */
export const useQcdAnswersForm = (
  defaultValues: QcdAnswersInput,
  keptAccountNumber: string | null = null,
) => {
  const resolve = formResolver<QcdAnswersInput, QcdAnswers>(QcdAnswersSchema);
  const resolver: Resolver<QcdAnswersInput, unknown, QcdAnswers> = (values, context, options) =>
    resolve(
      keptAccountNumber && !values.accountNumber.trim()
        ? { ...values, accountNumber: keptAccountNumber }
        : values,
      context,
      options,
    );
  return useForm<QcdAnswersInput, unknown, QcdAnswers>({ resolver, defaultValues });
};

/**
 * What the letter to the custodian needs from the owner (giving 2.6 personal step): who they are
 * and their birth date (a QCD starts at 70½), the IRA and its custodian, and the gift: how much,
 * when, and what they already gave as QCDs this year, toward the yearly limit.
 */
export const QcdAnswersFields = ({
  maskedAccountNumber = null,
}: {
  /** The account number on file, masked ("••••5678"), when the QCD exists. */
  readonly maskedAccountNumber?: string | null;
}) => {
  const firm = useWatch<QcdAnswersInput, 'custodian.firm'>({ name: 'custodian.firm' });
  return (
    <>
      <fieldset className="items">
        <legend>About you</legend>
        <FormText name="owner.fullName" label="Full name" autoComplete="name" />
        <FormText name="owner.email" label="E-mail address" type="email" autoComplete="email" />
        <FormText
          name="owner.birthDate"
          label="Date of birth"
          type="date"
          autoComplete="bday"
          hint="A qualified charitable distribution can be made from the day you reach 70½."
        />
      </fieldset>
      <DonorAddressFields group="owner.address" />
      <fieldset className="items">
        <legend>Your IRA</legend>
        <FormSelect
          name="custodian.firm"
          label="IRA custodian"
          hint="The bank or brokerage that holds your IRA."
          choices={IRA_CUSTODIANS.map((name) => ({ value: name, label: name }))}
        />
        {firm === 'Other' && (
          <FormText name="custodian.otherName" label="Name of your IRA custodian" />
        )}
        <FormText
          name="accountNumber"
          label="IRA account number"
          hint={`We keep only its last four characters, and the letter shows it masked (like ••••1234).${maskedAccountNumber ? ` We have ${maskedAccountNumber} on file: leave this blank to keep it.` : ''}`}
          autoComplete="off"
          spellCheck={false}
        />
      </fieldset>
      <fieldset className="items">
        <legend>Your gift</legend>
        <FormText name="amount" label="Amount in dollars" inputMode="decimal" />
        <FormText
          name="distributionDate"
          label="Planned distribution date"
          type="date"
          hint="The day your custodian pays the charity, today or later."
        />
        <FormText
          name="givenEarlierInYear"
          label="QCDs you already made this year, in dollars"
          inputMode="decimal"
          hint="From all your IRAs, since the yearly limit counts them together; 0 if none."
        />
      </fieldset>
    </>
  );
};
