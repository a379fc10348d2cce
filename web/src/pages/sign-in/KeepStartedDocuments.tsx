import { Link } from 'react-router-dom';

/**
 * Offered on sign-up to a browser that got started without an account (issue 21): keep what it
 * started on the new account, or say plainly where it stays.
 */
export const KeepStartedDocuments = ({
  startedAs,
  keep,
  onKeepChange,
}: {
  readonly startedAs: string;
  readonly keep: boolean;
  readonly onKeepChange: (keep: boolean) => void;
}) => (
  <fieldset className="choices">
    <legend>You started documents in this browser as {startedAs}, without an account.</legend>
    <div className="field field--checkbox">
      <input
        id="keepStartedDocuments"
        type="checkbox"
        checked={keep}
        aria-describedby="keepStartedDocuments-hint"
        onChange={(event) => onKeepChange(event.target.checked)}
      />
      <label htmlFor="keepStartedDocuments">Keep them on the account I create now</label>
    </div>
    <p id="keepStartedDocuments-hint" className="field-hint">
      {keep
        ? 'The new address and password become theirs; nothing you started is lost.'
        : `They stay with ${startedAs}. To reach them later, finish that account from the e-mail we send there.`}
    </p>
    <p>
      <Link to="/finish-account">Or finish your account as {startedAs}</Link>
    </p>
  </fieldset>
);
