import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FieldError } from './field-error';

/** The terms checkbox (platform-core.md 5 "Terms"), with its links and error. */
export const TermsCheckbox = ({
  registration,
  error,
}: {
  readonly registration: UseFormRegisterReturn;
  readonly error: string | undefined;
}) => (
  <div className="field field--checkbox">
    <input
      id="termsAccepted"
      type="checkbox"
      aria-invalid={Boolean(error)}
      aria-describedby={error ? 'termsAccepted-error' : undefined}
      {...registration}
    />
    <label htmlFor="termsAccepted">
      I accept the <Link to="/terms">Terms of Service</Link> and the{' '}
      <Link to="/privacy">Privacy Notice</Link>.
    </label>
    <FieldError id="termsAccepted" message={error} />
  </div>
);
