import {
  DAF_ANONYMITY_CHOICES,
  DAF_GRANT_FREQUENCIES,
  DAF_GRANT_RULES_STATEMENT,
  DAF_PURPOSE_MAX_LENGTH,
  DAF_SPONSORS,
  MAX_RECURRING_GRANTS,
  type DafAnonymity,
} from '@bequest/sdk/app';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FormCheckbox } from '../../forms/FormCheckbox';
import { FormChoices } from '../../forms/FormChoices';
import { FormSelect } from '../../forms/FormSelect';
import { FormText } from '../../forms/FormText';
import { FormTextArea } from '../../forms/FormTextArea';
import { useFeatureFlags } from '../../tenant/use-tenant';
import { DonorAddressFields } from '../stock-gifts/DonorAddressFields';
import { dafGrantBody, dafGrantFormSchema, type DafGrantFormInput } from './daf-grant-answers';

export type DafGrantFormOutput = z.output<ReturnType<typeof dafGrantFormSchema>>;

/**
 * A grant's form, checked as the API checks the body it makes of the answers (recurring grants
 * only while FW_RECURRING_DAF_GRANTS is on), so each message lands on the field that asks it.
 */
export const useDafGrantForm = (
  defaultValues: DafGrantFormInput,
  keptFundNumber: string | null,
) => {
  const recurring = useFeatureFlags().FW_RECURRING_DAF_GRANTS;
  const checks = zodResolver(dafGrantFormSchema(recurring) as never) as unknown as Resolver<
    DafGrantFormInput,
    unknown,
    DafGrantFormOutput
  >;
  const resolver: Resolver<DafGrantFormInput, unknown, DafGrantFormOutput> = (
    values,
    context,
    options,
  ) => {
    const { recipientEin: _ein, ...body } = dafGrantBody(values, '', keptFundNumber);
    return checks(body as never, context, options);
  };
  return { recurring, form: useForm({ resolver, defaultValues }) };
};

const FREQUENCY_CHOICES = [
  { value: 'ONE_TIME', label: 'One time' },
  ...Object.entries(DAF_GRANT_FREQUENCIES).map(([value, { label }]) => ({ value, label })),
];

/**
 * What a sponsor asks of a grant recommendation (giving 2.7; ADR 0019): the sponsor and fund, the
 * donor, the amount and its purpose, what the charity may know, how often (only when recurring
 * grants are offered), and the donor's word that the grant follows the sponsor's rules.
 */
export const DafGrantFields = ({
  recurring,
  maskedFundNumber = null,
}: {
  readonly recurring: boolean;
  readonly maskedFundNumber?: string | null;
}) => {
  const firm = useWatch<DafGrantFormInput, 'sponsor.firm'>({ name: 'sponsor.firm' });
  const purpose = useWatch<DafGrantFormInput, 'purpose.kind'>({ name: 'purpose.kind' });
  const frequency = useWatch<DafGrantFormInput, 'recurrence.frequency'>({
    name: 'recurrence.frequency',
  });
  return (
    <>
      <fieldset className="items">
        <legend>Your fund</legend>
        <FormSelect
          name="sponsor.firm"
          label="Sponsor of your donor-advised fund"
          choices={DAF_SPONSORS.map((name) => ({ value: name, label: name }))}
        />
        {firm === 'Other' && <FormText name="sponsor.otherName" label="Name of the sponsor" />}
        <FormText name="fundName" label="Name of your fund" />
        <FormText
          name="fundNumber"
          label="Fund number (optional)"
          hint={`We keep only its last four characters.${maskedFundNumber ? ` We have ${maskedFundNumber} on file: leave this blank to keep it.` : ''}`}
          autoComplete="off"
          spellCheck={false}
        />
      </fieldset>
      <fieldset className="items">
        <legend>About you</legend>
        <FormText name="donor.fullName" label="Full name" autoComplete="name" />
        <FormText name="donor.email" label="E-mail address" type="email" autoComplete="email" />
      </fieldset>
      <DonorAddressFields group="donor.address" />
      <fieldset className="items">
        <legend>The grant</legend>
        <FormText name="amount" label="Amount in dollars" inputMode="decimal" />
        <FormChoices
          name="purpose.kind"
          legend="What is the grant for?"
          choices={[
            { value: 'WHERE_NEEDED_MOST', label: 'Wherever it is needed most' },
            { value: 'STATED', label: 'A purpose I describe' },
          ]}
        />
        {purpose === 'STATED' && (
          <FormTextArea
            name="purpose.text"
            label="The grant’s purpose"
            maxLength={DAF_PURPOSE_MAX_LENGTH}
          />
        )}
        <FormChoices
          name="anonymity"
          legend="What may the charity know about you?"
          choices={(Object.keys(DAF_ANONYMITY_CHOICES) as DafAnonymity[]).map((value) => ({
            value,
            label: DAF_ANONYMITY_CHOICES[value],
          }))}
        />
        {recurring && (
          <>
            <FormChoices
              name="recurrence.frequency"
              legend="How often?"
              choices={FREQUENCY_CHOICES}
            />
            {frequency !== 'ONE_TIME' && (
              <>
                <FormText name="recurrence.startDate" label="Date of the first grant" type="date" />
                <FormText
                  name="recurrence.grantCount"
                  label="Number of grants"
                  inputMode="numeric"
                  hint={`From 2 to ${MAX_RECURRING_GRANTS}.`}
                />
              </>
            )}
          </>
        )}
      </fieldset>
      <FormCheckbox name="acknowledgesGrantRules" label={DAF_GRANT_RULES_STATEMENT} />
    </>
  );
};
