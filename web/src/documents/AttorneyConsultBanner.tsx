import {
  attorneyConsultBannerCopy,
  COOKIE_NAMES,
  isAttorneyConsultBannerShown,
  isUsStateCode,
  US_STATES,
} from '@bequest/sdk/app';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Modal } from '../components/Modal';
import { FieldError } from '../forms/field-error';
import { FormFailure } from '../forms/FormFailure';
import { readCookie, writeCookie } from '../browser/cookies';
import { useExperiment, useExposedWhen } from '../experiments/use-experiment';
import { useBequest, useTenant, useUpdateAttorneyConsult } from '@bequest/sdk/react';
import { useCurrentUser } from '../session/use-current-user';
import { useFeatureFlags } from '../tenant/use-tenant';

const FAILURE = 'There was an error processing your request. Please try again.';
const NOTE_COOKIE = COOKIE_NAMES.attorneyConsultNoteDismissed;

const noteDismissed = () => readCookie(NOTE_COOKIE) !== null;
const dismissNote = () => writeCookie(NOTE_COOKIE, new Date().toISOString());

/**
 * The attorney consultation offer (documents.md 2.9, 4.8): the banner for an eligible person who
 * has not asked yet; "Learn More" opens the request, "Not Interested" hides it; after a request a
 * note says what happens next until it is dismissed, which is remembered.
 */
export const AttorneyConsultBanner = () => {
  const user = useCurrentUser().data;
  const brand = useTenant().data?.configuration.branding.tenantDisplayName ?? 'Bequest';
  const flags = useFeatureFlags();
  const bequest = useBequest();
  const updateAttorneyConsult = useUpdateAttorneyConsult();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [permitted, setPermitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);
  const [noteHidden, setNoteHidden] = useState(noteDismissed);
  const copy = useExperiment('attorney_consult_banner_copy');
  const state = user?.eligibleStateForAttorneyConsult;
  const stateName = isUsStateCode(state) ? US_STATES[state] : null;
  const shown =
    user !== undefined &&
    user !== null &&
    stateName !== null &&
    isAttorneyConsultBannerShown({
      attorneyConsultFlag: flags.FW_HAS_ATTORNEY_CONSULT,
      eligibleState: isUsStateCode(state) ? state : null,
      metadata: user.attorneyConsultMetadata,
    });
  // The copy is the arm's: the banner waits for the arms rather than show the control first.
  useExposedWhen('attorney_consult_banner_copy', copy.view, shown && copy.settled);
  if (!user) return null;

  const answer = async (value: 'requested' | 'not_interested') => {
    const saved = await updateAttorneyConsult.mutateAsync({
      body: { answer: value, pageRoute: pathname },
    });
    if (saved.isErr()) return setFailure(FAILURE);
    setFailure(null);
    if (value === 'requested') {
      setRequested(true);
      setOpen(false);
    }
  };

  if (requested && !noteHidden)
    return (
      <section className="banner" aria-label="Attorney consultation">
        <p role="status">
          Your request was sent. An attorney will write to {user.email} and schedule your call,
          typically within 3 business days.
        </p>
        <button
          type="button"
          className="button"
          onClick={() => {
            dismissNote();
            setNoteHidden(true);
          }}
        >
          Dismiss
        </button>
      </section>
    );

  if (!shown || !copy.settled) return null;

  return (
    <section className="banner" aria-label="Attorney consultation">
      <p>{attorneyConsultBannerCopy(stateName, copy.view?.parameter)}</p>
      <div className="step-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setOpen(true);
            void bequest.attorneyConsultLearnMore({ body: { pageRoute: pathname } });
          }}
        >
          Learn More
        </button>
        <button type="button" className="button" onClick={() => void answer('not_interested')}>
          Not Interested
        </button>
      </div>
      <FormFailure message={failure} />
      <Modal open={open} onClose={() => setOpen(false)} title="Request Attorney Consultation">
        <ol>
          <li>
            A licensed attorney in {stateName} contacts you at {user.email}.
          </li>
          <li>The attorney schedules your call, typically within 3 business days.</li>
          <li>You pay the attorney directly: $299 for 30 minutes.</li>
        </ol>
        <div className="field field--checkbox">
          <input
            id="attorney-permission"
            type="checkbox"
            checked={permitted}
            aria-invalid={Boolean(refusal)}
            aria-describedby={refusal ? 'attorney-permission-error' : undefined}
            onChange={(event) => setPermitted(event.target.checked)}
          />
          <label htmlFor="attorney-permission">
            I give {brand} permission to send my contact information to a licensed attorney.
          </label>
          <FieldError id="attorney-permission" message={refusal ?? undefined} />
        </div>
        <div className="step-actions">
          <button type="button" className="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              if (!permitted) return setRefusal('Please give your permission to continue.');
              setRefusal(null);
              void answer('requested');
            }}
          >
            Submit Request
          </button>
        </div>
        <FormFailure message={failure} />
      </Modal>
    </section>
  );
};
