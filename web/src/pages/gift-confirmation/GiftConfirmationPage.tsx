import { usePartner } from '@bequest/sdk/react';
import {
  giftConfirmationBase,
  giftConfirmationPath,
  isGiftConfirmationStep,
  storedPartnerOf,
  type GiftConfirmationStep,
} from '@bequest/sdk/app';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { useFeatureFlags } from '../../tenant/use-tenant';
import { BasicsStep } from './BasicsStep';
import { FinalStep } from './FinalStep';
import { GiftDetailsStep } from './GiftDetailsStep';
import { useGiftConfirmationDraft } from './gift-confirmation-draft';
import { Loading } from '../../components/Loading';

/**
 * Gift confirmation (giving-and-beneficiaries.md 2.8): /record, /record/{vanityName} and the
 * steps under the base the new-page flag chooses, for a partner's page or a nonprofit the donor
 * names. A step reached before the one it needs goes back to the first.
 */
export const GiftConfirmationPage = () => {
  const params = useParams<{ first?: string; partner?: string; step?: string }>();
  const { pathname, search } = useLocation();
  const base = giftConfirmationBase(useFeatureFlags().FW_HAS_GIFT_CONFIRMATION_NEW_PAGE);
  const partner =
    params.partner ?? (isGiftConfirmationStep(params.first) ? null : params.first) ?? null;
  const step = params.step ?? (isGiftConfirmationStep(params.first) ? params.first : undefined);
  const target = (to: GiftConfirmationStep) =>
    `${giftConfirmationPath(base, partner, to)}${search}`;
  if (!pathname.startsWith(`/${base}/`) || !isGiftConfirmationStep(step))
    return <Navigate to={target(isGiftConfirmationStep(step) ? step : 'basics')} replace />;
  return <GiftConfirmationStepPage partner={partner} step={step} target={target} />;
};

const GiftConfirmationStepPage = ({
  partner,
  step,
  target,
}: {
  readonly partner: string | null;
  readonly step: GiftConfirmationStep;
  readonly target: (step: GiftConfirmationStep) => string;
}) => {
  const navigate = useNavigate();
  const [draft, update] = useGiftConfirmationDraft(partner);
  const found = usePartner(partner, 'outside_bequest');
  const partnerName = partner && found.data ? storedPartnerOf(found.data).displayName : null;
  const title = `Tell ${partnerName ?? 'a nonprofit'} about your gift`;
  usePageTitle(`${title}`);
  if (partner && found.isPending) return <Loading />;
  if (partner && !partnerName)
    return (
      <div className="page narrow">
        <h1>We could not find this nonprofit</h1>
        <p>
          The link may be out of date. You can still tell the nonprofit about your gift by naming it
          yourself.
        </p>
        <p>
          <a className="button button--primary" href="/record">
            Name the nonprofit
          </a>
        </p>
      </div>
    );
  const basics = draft.basics;
  const nonprofitName =
    partnerName ?? (basics?.nonprofit.kind === 'named' ? basics.nonprofit.name : 'the nonprofit');
  if (step === 'final')
    return draft.confirmed && basics ? (
      <FinalStep firstName={basics.firstName} nonprofitName={draft.confirmed.nonprofitName} />
    ) : (
      <Navigate to={target('basics')} replace />
    );
  if (step === 'gift-details')
    return basics ? (
      <GiftDetailsStep
        basics={basics}
        nonprofitName={nonprofitName}
        onDone={(confirmed) => {
          update({ confirmed });
          navigate(target('final'));
        }}
      />
    ) : (
      <Navigate to={target('basics')} replace />
    );
  return (
    <BasicsStep
      partner={partner}
      title={title}
      saved={basics}
      onDone={(next) => {
        update({ basics: next, confirmed: undefined });
        navigate(target('gift-details'));
      }}
    />
  );
};

export default GiftConfirmationPage;
