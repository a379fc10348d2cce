import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { StepForm } from '../StepForm';
import { WILL_ASSET_KIND_GUIDANCE, WILL_ASSET_KIND_LABELS } from './asset-kinds';
import { useEstatePlanWizard } from './estate-plan-context';

/** What the will covers (ASSETS): for each kind of property owned, whether the will passes it. */
export const AssetListStep = () => {
  const { plan, saveStep, step, backTo } = useEstatePlanWizard();
  const form = useForm();
  return (
    <StepForm question={step.question} form={form} backTo={backTo} onValid={() => saveStep({})}>
      {plan.assetTypes.length === 0 ? (
        <p>
          Your will covers everything you own in your own name when you die, including anything you
          acquire later.
        </p>
      ) : (
        <dl className="guidance">
          {plan.assetTypes.map((kind) => (
            <div key={kind}>
              <dt>{WILL_ASSET_KIND_LABELS[kind]}</dt>
              <dd>{WILL_ASSET_KIND_GUIDANCE[kind]}</dd>
            </div>
          ))}
        </dl>
      )}
      <p>
        Property that passes by a beneficiary form can be recorded in your{' '}
        <Link to="/account">beneficiary plan</Link> from your account page.
      </p>
    </StepForm>
  );
};

export default AssetListStep;
