import { zodResolver } from '@hookform/resolvers/zod';
import {
  AssetTypesFormSchema,
  RETIREMENT_ACCOUNT_TRUST_WARNING,
  type AssetTypesForm,
} from '@bequest/sdk/app';
import { useForm } from 'react-hook-form';
import { FormChoices } from '../../forms/FormChoices';
import { StepForm } from '../StepForm';
import { WILL_ASSET_KIND_LABELS } from './asset-kinds';
import { useEstatePlanWizard } from './estate-plan-context';

/** The Asset List (ASSETS_CHOICE): the kinds of property the person owns. */
export const AssetTypesStep = () => {
  const { plan, saveStep, step, backTo } = useEstatePlanWizard();
  const funding = step.kind === 'funding';
  const form = useForm<AssetTypesForm, unknown, ReturnType<typeof AssetTypesFormSchema.parse>>({
    resolver: zodResolver(AssetTypesFormSchema),
    defaultValues: {
      assetTypes: plan.assetTypes,
      none: plan.assetInventoryChoice === 'none',
    },
  });
  const retitlesRetirement =
    plan.planType === 'RLT' && (form.watch('assetTypes') ?? []).includes('retirement_accounts');
  return (
    <StepForm
      question={step.question}
      form={form}
      backTo={backTo}
      onValid={(values) =>
        saveStep({
          assetTypes: values.none ? [] : values.assetTypes,
          assetInventoryChoice: values.none ? 'none' : 'listed',
        })
      }
      help={
        <p>
          You do not need to list every item. Knowing the kinds of property you own lets us tell you
          which of it your will controls and which passes by a beneficiary form instead.
        </p>
      }
    >
      <FormChoices
        name="assetTypes"
        legend={funding ? 'Check what you will move into the trust' : 'Check everything you own'}
        multiple
        choices={Object.entries(WILL_ASSET_KIND_LABELS).map(([value, label]) => ({ value, label }))}
      />
      {retitlesRetirement && (
        <p className="notice" role="note">
          {RETIREMENT_ACCOUNT_TRUST_WARNING}
        </p>
      )}
      <div className="field field--checkbox">
        <input id="none" type="checkbox" {...form.register('none')} />
        <label htmlFor="none">None of these</label>
      </div>
    </StepForm>
  );
};

export default AssetTypesStep;
