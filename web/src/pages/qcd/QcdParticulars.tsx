import type { QcdView } from '@bequest/sdk/app';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { longDay } from '../stock-gifts/GiftParticulars';
import { qcdStepPath, type QcdStep } from './qcd-paths';
import { usd } from './QcdAnswersFields';

/** Why the API would not submit the QCD, by answer ("owner.birthDate", "amount", ...). */
export type QcdProblems = Readonly<Record<string, string>>;

/** The id of an answer's row, which the list of problems links to. */
export const answerRowId = (answer: string) => `qcd-${answer.replace(/\W/g, '-')}`;

const custodianOf = (qcd: QcdView) => qcd.custodian.otherName ?? qcd.custodian.firm;

const addressLine = (address: QcdView['owner']['address']) =>
  [address.line1, address.line2, address.city, `${address.state} ${address.postalCode}`]
    .filter((part) => part.trim().length > 0)
    .join(', ');

/**
 * What the letter of instruction to the custodian says (ADR 0019), each answer with a way to
 * change it while the QCD is a draft and `editable`, and the API's word on any answer that keeps
 * it from qualifying, beside that answer; the change link carries the problems to the form.
 */
export const QcdParticulars = ({
  qcd,
  editable = false,
  problems = {},
}: {
  readonly qcd: QcdView;
  readonly editable?: boolean;
  readonly problems?: QcdProblems;
}) => {
  const Row = ({
    term,
    answer,
    step,
    children,
  }: {
    readonly term: string;
    /** The answer's name in the API's field errors. */
    readonly answer?: string;
    readonly step: QcdStep;
    readonly children: ReactNode;
  }) => {
    const problem = answer ? problems[answer] : undefined;
    const rowId = answer ? answerRowId(answer) : undefined;
    return (
      <div id={rowId}>
        <dt>{term}</dt>
        <dd>
          {children}
          {editable && qcd.status === 'DRAFT' && (
            <>
              {' '}
              <Link
                to={qcdStepPath(qcd.id, step)}
                state={{ problems }}
                aria-label={`Change ${term.toLowerCase()}`}
              >
                Change
              </Link>
            </>
          )}
          {problem && (
            <p className="field-error" id={`${rowId}-error`}>
              {problem}
            </p>
          )}
        </dd>
      </div>
    );
  };
  const { recipient, owner } = qcd;
  return (
    <dl className="review">
      <Row term="To the charity" answer="recipientEin" step="charity">
        {recipient.legalName}, EIN {recipient.ein}, {recipient.address.street},{' '}
        {recipient.address.city}, {recipient.address.state} {recipient.address.postalCode}
      </Row>
      <Row term="Amount" answer="amount" step="answers">
        {usd(qcd.amount)}
      </Row>
      <Row term="Distribution date" answer="distributionDate" step="answers">
        {longDay(qcd.distributionDate)}
      </Row>
      <Row term="From your IRA" answer="accountNumber" step="answers">
        Account {qcd.accountNumber} at {custodianOf(qcd)}
      </Row>
      <Row term="IRA owner" answer="owner.fullName" step="answers">
        {owner.fullName}, {owner.email}, {addressLine(owner.address)}
      </Row>
      <Row term="Date of birth" answer="owner.birthDate" step="answers">
        {longDay(owner.birthDate)}
      </Row>
      <Row term="QCDs already made this year" answer="givenEarlierInYear" step="answers">
        {usd(qcd.givenEarlierInYear)}
      </Row>
      <Row term="IRA balance on December 31 of last year" step="rmd">
        {qcd.priorYearEndBalance === null ? 'Not given' : usd(qcd.priorYearEndBalance)}
      </Row>
    </dl>
  );
};
