import {
  UNEXPECTED_ERROR,
  type StrategistCallConfiguration,
  type WhiteLabelSteps,
} from '@bequest/sdk/app';
import { useState } from 'react';
import { Modal } from '../../../components/Modal';
import { useToast } from '../../../components/Toasts';
import { useSendDocumentsToStrategist, useSkipStrategistCall } from '@bequest/sdk/react';
import { AccountStep } from './AccountStep';
import { useStrategistCallStatus } from './RequestStatuses';

/**
 * Step 3 (platform-core.md 2.11, 2.12, 4.11): an optional call with an Estate Planning
 * Strategist. Scheduling opens the firm's booking page, then sends the documents to the
 * strategist; skipping is recorded too. Both wait until every document is complete. Once
 * scheduled or skipped the step folds, its label still showing; Show offers another call.
 */
export const StrategistCallStep = ({
  call,
  scheduling,
  completedDocuments,
  married,
}: {
  readonly call: WhiteLabelSteps['strategistCall'];
  readonly scheduling: Extract<StrategistCallConfiguration, { enabled: true }>;
  readonly completedDocuments: readonly string[];
  readonly married: boolean;
}) => {
  const toast = useToast();
  const skip = useSkipStrategistCall();
  const sendDocuments = useSendDocumentsToStrategist();
  const [open, setOpen] = useState(false);
  const callStatus = useStrategistCallStatus();

  /** The step's change; the package events are read again after it (the hooks do). */
  const record = async (change: () => Promise<{ isErr(): boolean }>) => {
    const recorded = await change();
    if (recorded.isErr()) toast({ ...UNEXPECTED_ERROR, tone: 'error', persistent: true });
  };
  const schedule = async () => {
    window.open(scheduling.schedulingUrl, '_blank', 'noopener');
    setOpen(false);
    await record(() => sendDocuments.mutateAsync(undefined));
  };

  return (
    <AccountStep
      number={3}
      title="Review your documents with a strategist"
      complete={call.complete}
      status={callStatus ? `${call.label} ${callStatus}` : call.label}
      expandedByDefault={call.expanded}
      foldable={call.complete}
    >
      <p>
        A 30-minute call with an Estate Planning Strategist walks you through your documents and
        answers your questions about them. The call is optional and gives no legal advice.
      </p>
      {!call.buttonsEnabled && (
        <p>You can schedule the call once all your documents are complete.</p>
      )}
      <div className="step-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!call.buttonsEnabled}
          onClick={() => setOpen(true)}
        >
          {call.cta}
        </button>
        {!call.complete && (
          <button
            type="button"
            className="button"
            disabled={!call.buttonsEnabled}
            onClick={() => void record(() => skip.mutateAsync(undefined))}
          >
            Skip this step
          </button>
        )}
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title="Schedule a call with a strategist">
        <p>The strategist will receive these completed documents before your call:</p>
        <ul>
          {completedDocuments.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        {married && (
          <p>
            Married couples and partners: book one call together, so the strategist can go through
            both of your plans at once.
          </p>
        )}
        <p>The booking page opens in a new window.</p>
        <div className="step-actions">
          <button type="button" className="button button--primary" onClick={() => void schedule()}>
            Schedule a call
          </button>
          <button type="button" className="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      </Modal>
    </AccountStep>
  );
};
