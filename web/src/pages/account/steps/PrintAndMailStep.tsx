import { usDate, type ProfileView, type WhiteLabelSteps } from '@bequest/sdk/app';
import { useState } from 'react';
import { AccountStep } from './AccountStep';
import { MailRequestModal } from './MailRequestModal';
import { PrintMailRequestStatus } from './RequestStatuses';

/**
 * Step 4 (platform-core.md 2.11, 4.11): the documents printed and mailed for signing, once the
 * strategist step and every document are done; afterwards it can be asked again.
 */
export const PrintAndMailStep = ({
  number,
  mail,
  documents,
  profile,
  helpEmail,
}: {
  readonly number: number;
  readonly mail: WhiteLabelSteps['printAndMail'];
  readonly documents: readonly string[];
  readonly profile: ProfileView;
  readonly helpEmail: string;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <AccountStep number={number} title="Print and mail your documents" complete={mail.complete}>
      <p>
        We print your documents and mail them to you, with instructions for signing them in front of
        the right witnesses or notary.
      </p>
      {mail.lastRequestedOn ? (
        <>
          <p className="step-status">
            You last requested your documents by mail on {usDate(mail.lastRequestedOn)}.
          </p>
          <PrintMailRequestStatus />
          <button
            type="button"
            className="link-button"
            disabled={!mail.requestAgainEnabled}
            onClick={() => setOpen(true)}
          >
            Request them again
          </button>
        </>
      ) : (
        <>
          {!mail.requestEnabled && (
            <p>You can request your documents once they are complete and step 3 is done.</p>
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={!mail.requestEnabled}
            onClick={() => setOpen(true)}
          >
            Request print and mail
          </button>
        </>
      )}
      <MailRequestModal
        open={open}
        onClose={() => setOpen(false)}
        documents={documents}
        profile={profile}
        helpEmail={helpEmail}
      />
    </AccountStep>
  );
};
