import {
  DOCUMENT_KINDS,
  DOCUMENT_REGISTRY,
  type DocumentKind,
} from '../documents/document-registry';
import { productProgress, type ProductRecords } from '../products/document-progress';
import { MARITAL_STATUS_LABELS } from '../profiles/marital-status';
import { isUsStateCode, US_STATES } from '../reference/us-states';
import type { LifeEvent, LifeEventKind } from './life-event';
import { LIFE_EVENT_CONSEQUENCES } from './life-event-consequences';
import { movedDocumentNote } from './moved-document-note';

/** A finished document of the person, and whether it was marked signed. */
export interface FinishedDocument {
  readonly kind: DocumentKind;
  /** The document's id (its summary's randId). */
  readonly documentId: string;
  readonly signed: boolean;
  /**
   * The state the document was made for, when an earlier move not yet reviewed says so: after a
   * second move the document is still the first state's, not the one moved from last.
   */
  readonly madeFor?: string;
}

/** One reason to review one finished document, with what to update. */
export interface DocumentReview {
  readonly kind: DocumentKind;
  readonly documentId: string;
  readonly event: LifeEventKind;
  /** Why the document is flagged, e.g. "You moved from California to Texas." */
  readonly reason: string;
  /** What to update in it. */
  readonly update: string;
  /** After a move: how the new state treats the document, from the execution tables. */
  readonly stateNote: string | null;
  /** After a move: the state the document was made for (the event's `from`, or `madeFor`). */
  readonly movedFrom: string | null;
}

/** The documents the profile holds that are finished (platform-core.md 4.4), in registry order. */
export const finishedDocumentsOf = (profile: ProductRecords): readonly FinishedDocument[] =>
  DOCUMENT_KINDS.flatMap((kind) => {
    const summary = profile[DOCUMENT_REGISTRY[kind].profileField];
    if (!summary || productProgress(kind, profile) !== 'FINISHED') return [];
    const status = summary.signing.status;
    return [{ kind, documentId: summary.randId, signed: status !== 'NOT_SIGNED' }];
  });

const stateName = (state: string): string => (isUsStateCode(state) ? US_STATES[state] : state);

/** Why an event flags a document, in the person's words. */
export const lifeEventReason = (event: LifeEvent): string => {
  switch (event.kind) {
    case 'MOVED_STATE':
      return `You moved from ${stateName(event.from)} to ${stateName(event.to)}.`;
    case 'MARRIED':
    case 'MARRIAGE_ENDED': {
      const to = event.kind === 'MARRIED' ? event.to : 'SINGLE';
      return `Your marital status changed from ${MARITAL_STATUS_LABELS[event.from]} to ${MARITAL_STATUS_LABELS[to]}.`;
    }
    case 'CHILD_ADDED':
      return 'You told us you have a new child.';
    case 'GRANDCHILD_ADDED':
      return 'You told us you have a new grandchild.';
    case 'NAMED_PERSON_DIED':
      return 'You told us someone your documents name has died.';
    case 'FIDUCIARY_CANNOT_SERVE':
      return 'You told us someone your documents appoint can no longer serve.';
  }
};

/**
 * Every finished document an event touches, with the reason and what to update (issue 29), one
 * entry per document and event, in the order of the events and then of the documents. A move
 * adds how the new state treats the document (`movedDocumentNote`), from the state the document
 * was made for; a move back to that state flags nothing.
 */
export const documentsToReview = (
  events: readonly LifeEvent[],
  finishedDocuments: readonly FinishedDocument[],
): readonly DocumentReview[] =>
  events.flatMap((event) =>
    finishedDocuments.flatMap((document): DocumentReview[] => {
      const update = LIFE_EVENT_CONSEQUENCES[event.kind][document.kind];
      if (update === null) return [];
      const review = {
        kind: document.kind,
        documentId: document.documentId,
        event: event.kind,
        update,
      };
      if (event.kind !== 'MOVED_STATE')
        return [{ ...review, reason: lifeEventReason(event), stateNote: null, movedFrom: null }];
      const from = document.madeFor ?? event.from;
      // Back in the state it was made for: the move asks nothing of this document.
      if (from === event.to) return [];
      return [
        {
          ...review,
          reason: lifeEventReason({ ...event, from }),
          stateNote: movedDocumentNote(document.kind, from, event.to, document.signed),
          movedFrom: from,
        },
      ];
    }),
  );
