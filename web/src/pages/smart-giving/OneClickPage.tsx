import { zodResolver } from '@hookform/resolvers/zod';
import {
  FORM_WIDE_ERROR,
  GIFT_VEHICLES,
  GiftConfirmationBasicsSchema,
  GiftDetailsFieldsSchema,
} from '@bequest/sdk/app';
import { useBequest, useSmartGivingPage } from '@bequest/sdk/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { usePageTitle } from '../../app/use-page-title';
import { Loading } from '../../components/Loading';
import { showApiFieldErrors } from '../../forms/api-field-errors';
import { FormChoices } from '../../forms/FormChoices';
import { FormText } from '../../forms/FormText';
import { SingleForm } from '../../forms/SingleForm';
import { useCurrentUser } from '../../session/use-current-user';
import { useFeatureFlags } from '../../tenant/use-tenant';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { FinalStep } from '../gift-confirmation/FinalStep';

/** The one step: the donor's name as the profile has it, where the gift is, and two consents. */
const OneClickSchema = GiftConfirmationBasicsSchema.pick({
  firstName: true,
  lastName: true,
}).extend({
  vehicle: GiftDetailsFieldsSchema.shape.vehicle,
  byName: z.boolean(),
  shareContactDetails: z.boolean(),
});
type OneClickInput = z.input<typeof OneClickSchema>;
type OneClick = z.output<typeof OneClickSchema>;

const OneClickForm = ({ urlName, name }: { readonly urlName: string; readonly name: string }) => {
  const bequest = useBequest();
  const user = useCurrentUser().data;
  const form = useForm<OneClickInput, unknown, OneClick>({
    resolver: zodResolver(OneClickSchema),
    defaultValues: {
      firstName: user?.activeProfile.fullName.first ?? '',
      lastName: user?.activeProfile.fullName.last ?? '',
      vehicle: 'WILL_OR_TRUST',
      byName: false,
      shareContactDetails: false,
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ firstName: string; nonprofitName: string } | null>(null);

  // The gift confirmation's own record (giving 2.8), its amount left unsaid.
  const submit = form.handleSubmit(async (answers) => {
    setFailure(null);
    const sent = await bequest.confirmGift({
      body: {
        basics: {
          firstName: answers.firstName,
          lastName: answers.lastName,
          email: user?.email ?? '',
          nonprofit: { kind: 'partner', urlName },
        },
        details: {
          vehicle: answers.vehicle,
          intent: 'UNDISCLOSED',
          recognition: answers.byName ? 'NAMED' : 'ANONYMOUS',
          shareContactDetails: answers.shareContactDetails,
        },
      },
    });
    if (sent.isErr()) {
      const shown = showApiFieldErrors(form.setError, sent.error.error.fields, {
        prefix: 'basics.',
      });
      return setFailure(shown > 0 ? FORM_WIDE_ERROR : sent.error.error.message);
    }
    setDone({ firstName: answers.firstName, nonprofitName: sent.value.nonprofitName });
  });

  if (done) return <FinalStep {...done} />;
  return (
    <FormProvider {...form}>
      <SingleForm
        title={`Tell ${name} about your gift`}
        failure={failure}
        onSubmit={(event) => void submit(event)}
        submitLabel={`Tell ${name}`}
        submitting={form.formState.isSubmitting}
      >
        <FormText name="firstName" label="First name" autoComplete="given-name" />
        <FormText name="lastName" label="Last name" autoComplete="family-name" />
        <FormChoices
          name="vehicle"
          legend="Where is your gift written?"
          choices={Object.entries(GIFT_VEHICLES).map(([value, label]) => ({ value, label }))}
        />
        {(['byName', 'shareContactDetails'] as const).map((field) => (
          <div className="field field--checkbox" key={field}>
            <input id={field} type="checkbox" {...form.register(field)} />
            <label htmlFor={field}>
              {field === 'byName'
                ? `${name} may thank me by name`
                : `${name} may have my name and e-mail address to thank me`}
            </label>
          </div>
        ))}
      </SingleForm>
    </FormProvider>
  );
};

/**
 * /one-click (FW_NEW_ONE_CLICK_PAGES, issue 26): a signed-in person tells a nonprofit, named by
 * `?nonprofit=`, that it is in their will, trust or beneficiary designations, in one step.
 */
export const OneClickPage = () => {
  const urlName = useSearchParams()[0].get('nonprofit')?.trim() ?? '';
  const on = useFeatureFlags().FW_NEW_ONE_CLICK_PAGES;
  const page = useSmartGivingPage(urlName);
  usePageTitle('Tell a nonprofit about your gift');
  if (!on) return <NotFoundPage />;
  if (!urlName)
    return (
      <p className="page narrow">
        <Link to="/smartgiving">Choose the nonprofit to tell</Link>.
      </p>
    );
  if (page.isPending) return <Loading />;
  if (page.isError) return <NotFoundPage />;
  return <OneClickForm urlName={urlName} name={page.data.displayName} />;
};

export default OneClickPage;
