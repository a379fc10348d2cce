import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { ParagraphView } from '../info/ParagraphView';
import { CharityChoiceForm } from '../giving/CharityChoiceForm';
import { useCharityChoice } from '../giving/CharitySearch';
import { StepHeading } from '../stock-gifts/stock-gift-flow';
import { QCD_HEAD } from './qcd-head';
import { QCD_INFO } from './qcd-info';
import { QcdPartnerRoute, type QcdPartner } from './qcd-partner';
import { qcdPersonalPath, qcdStepPath, type QcdStep } from './qcd-paths';

const useQcdHead = () => usePageTitle(QCD_HEAD.title, QCD_HEAD.description);

/** A partner's QCD page (giving 2.6 /qcd/{partner}): what a QCD is, and the way in. */
const Landing = ({ partner }: { readonly partner: QcdPartner }) => {
  useQcdHead();
  return (
    <div className="page narrow">
      <StepHeading>Give to {partner.displayName} from your IRA</StepHeading>
      <p>
        If you are 70½ or older, your IRA custodian can pay {partner.displayName} straight from your
        IRA: a qualified charitable distribution. The gift is left out of your taxable income and
        counts toward your required minimum distribution.
      </p>
      <p>
        We prepare the letter that asks your custodian to make the gift. It takes about five
        minutes, and it is free.
      </p>
      <ul className="plain-list download-links">
        <li>
          <Link className="button button--primary" to={`${partner.path}/give`}>
            Give from my IRA
          </Link>
        </li>
        <li>
          <Link className="button" to={`${partner.path}/learn`}>
            How QCDs work
          </Link>
        </li>
      </ul>
    </div>
  );
};

/** Choosing the charity (giving 2.6 /qcd/{partner}/give): the partner's search, its only match chosen. */
const Give = ({ partner }: { readonly partner: QcdPartner }) => {
  useQcdHead();
  const navigate = useNavigate();
  const choice = useCharityChoice({ prefill: partner.displayName, chooseOnlyMatch: true });
  return (
    <div className="page narrow">
      <StepHeading>Which charity receives your gift?</StepHeading>
      <p>
        Your custodian pays the charity by the name and EIN in the IRS list of tax-exempt
        organizations. Next, you sign in or create a free account, so your letter is kept for you.
      </p>
      <CharityChoiceForm
        label="The charity"
        choice={choice}
        refusal="Please choose the charity to give to"
        onChosen={(nonprofit) =>
          void navigate(qcdPersonalPath(nonprofit.ein), { state: { nonprofit } })
        }
        backTo={partner.path}
      />
    </div>
  );
};

/** How QCDs work (giving 2.6 /qcd/{partner}/learn), with the way in to the partner's gift. */
const Learn = ({ partner }: { readonly partner: QcdPartner }) => {
  useQcdHead();
  return (
    <article className="page narrow">
      <StepHeading>{QCD_INFO.heading}</StepHeading>
      {QCD_INFO.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs?.map((paragraph, index) => (
            <ParagraphView key={index} paragraph={paragraph} />
          ))}
        </section>
      ))}
      <p>
        <Link className="button button--primary" to={`${partner.path}/give`}>
          Give to {partner.displayName} from my IRA
        </Link>
      </p>
    </article>
  );
};

const PAGES = { landing: Landing, give: Give, learn: Learn } as const;

/** A partner's QCD page by `page`, under /qcd/{partner}. */
export const QcdPartnerPage = ({ page }: { readonly page: keyof typeof PAGES }) => {
  const Page = PAGES[page];
  return <QcdPartnerRoute>{(partner) => <Page partner={partner} />}</QcdPartnerRoute>;
};

/**
 * The partner side's paths of a started QCD (giving 2.6 /qcd/{partner}/tax/{qcdId},
 * /manual/{qcdId} and their /review): the account side's step of the same QCD (ADR 0019). The
 * partner's path stays in partner_path_qcd, so the steps lead back to it.
 */
export const QcdPartnerStepAlias = ({ step }: { readonly step: QcdStep }) => {
  const { qcdId = '' } = useParams<{ qcdId: string }>();
  return <Navigate to={qcdStepPath(qcdId, step)} replace />;
};

/**
 * The partner side's ways in (giving 2.6 /qcd/{partner}/tax, /manual): both begin with the
 * charity, so both lead to choosing it.
 */
export const QcdPartnerStartAlias = () => {
  const { partner = '' } = useParams<{ partner: string }>();
  return <Navigate to={`/qcd/${encodeURIComponent(partner)}/give`} replace />;
};
