import type { StockGiftView, TransferMethod } from '@bequest/sdk/app';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { Loading } from '../../components/Loading';
import { useGiftFailures, type ReadGiftFailure } from '../giving/gift-failures';
import { ApiError, bequestKeys, useStockGift } from '@bequest/sdk/react';
import { useGiftKey } from './gift-key';
import { chosenMethod, giftPartner, keepGiftPartner } from './chosen-transfer-method';
import { giftStepPath, STEP_COUNT, stepPathOf, type GiftStep } from './stock-gift-paths';

/**
 * The page's heading, focused when it appears unless someone is already in a control of the page,
 * so a keyboard or screen-reader user starts each step at its question (issue 23).
 */
export const StepHeading = ({ children }: { readonly children: ReactNode }) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // After the shell's own move to <main> on a new path, which waits for a frame as well.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      const idle = !active || active === document.body || active.id === 'main';
      if (idle) heading.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
};

/** "Step 3 of 6", above a step's heading. */
export const StepLabel = ({
  step,
  of = STEP_COUNT,
}: {
  readonly step: number;
  readonly of?: number;
}) => (
  <p className="step-label">
    Step {step} of {of}
  </p>
);

/** The title and description a page puts in the document's head, when not its heading's. */
export interface PageHead {
  readonly title: string;
  readonly description?: string;
}

/** A whole page of the flow that is not a form: its title, its heading and what it says. */
export const GiftNotice = ({
  title,
  head = { title },
  children,
}: {
  readonly title: string;
  readonly head?: PageHead;
  readonly children: ReactNode;
}) => {
  usePageTitle(head.title, head.description);
  return (
    <div className="page narrow">
      <StepHeading>{title}</StepHeading>
      {children}
    </div>
  );
};

/**
 * A gift that could not be read: `children` (the not-found page) for a gift the API does not
 * reach (404), else why, with a way to try again.
 */
export const GiftReadFailure = ({
  error,
  retry,
  head,
  children,
}: {
  readonly error: Error;
  readonly retry: () => void;
  readonly head?: PageHead;
  readonly children: ReactNode;
}) =>
  error instanceof ApiError && error.failure.status === 404 ? (
    children
  ) : (
    <GiftNotice title="We could not load your gift" {...(head && { head })}>
      <p role="alert">{error.message}</p>
      <p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </p>
    </GiftNotice>
  );

/** A gift the link does not reach, or that does not exist: the API answers both with 404. */
export const GiftNotFound = () => (
  <GiftNotice title="We could not find this gift">
    <p>
      The link may be incomplete, or the gift may belong to another account. If you started the gift
      without an account, open the link in the e-mail we sent you when you started it.
    </p>
    <p>
      <Link className="button button--primary" to="/stocks">
        Start a gift of stock
      </Link>
    </p>
  </GiftNotice>
);

/** A step of a gift that is no longer a draft: it was signed, confirmed or cancelled. */
export const GiftAlreadySubmitted = ({
  gift,
  summaryPath = giftStepPath(gift.id, 'summary'),
}: {
  readonly gift: StockGiftView;
  readonly summaryPath?: string;
}) => (
  <GiftNotice
    title={
      gift.status === 'CANCELLED' ? 'This gift was cancelled' : 'This gift was already submitted'
    }
  >
    <p>
      Once the letter of authorization is signed, its answers can no longer change, so the letter
      your brokerage receives is the one you signed.
    </p>
    <p>
      <Link className="button button--primary" to={summaryPath}>
        See your gift’s summary
      </Link>
    </p>
  </GiftNotice>
);

/** What the steps of one gift share: the gift as last read, its guest key, and what to do next. */
export interface GiftFlow {
  readonly gift: StockGiftView;
  /** The guest's key, sent as X-Gift-Key; null for a signed-in donor's gift. */
  readonly giftKey: string | null;
  /** Keeps the gift as a save answered it. */
  readonly saved: (gift: StockGiftView) => void;
  readonly failed: ReadGiftFailure;
  /**
   * How the shares move: as the donation step saved it, else as the partner's path (or, before
   * the gift existed, the path the donor came in by) chose it; null when nothing chose it yet.
   */
  readonly method: TransferMethod | null;
  /** Where a step of this gift is: on the partner's path it came in by where that has one. */
  readonly pathOf: (step: GiftStep) => string;
}

const GiftFlowContext = createContext<GiftFlow | null>(null);

export const useGiftFlow = (): GiftFlow => {
  const flow = useContext(GiftFlowContext);
  if (!flow) throw new Error('useGiftFlow needs a StockGiftRoute');
  return flow;
};

/** Which gift a page is of, when not the path's `:stockGiftId`, and on which partner's path. */
export interface GiftRouteProps {
  /** The gift's id, when the path names it elsewhere (a partner path's `?stockGiftId=`). */
  readonly id?: string;
  /** The partner whose path the page is on (giving 2.5 /stocks/:partner/...). */
  readonly partner?: string;
  /** The way the shares move that the partner's path names. */
  readonly method?: TransferMethod;
}

/**
 * A started gift's page (/sg/a/:stockGiftId/..., or a partner's path of it): the gift read by the
 * session or the guest key, then `children` with it; a gift not reached is the not-found state,
 * and one no longer a draft is "already submitted" where `draftOnly`.
 */
export const StockGiftRoute = ({
  draftOnly = true,
  id,
  partner,
  method,
  children,
}: GiftRouteProps & {
  readonly draftOnly?: boolean;
  readonly children: ReactNode;
}) => {
  const { stockGiftId: fromPath = '' } = useParams<{ stockGiftId: string }>();
  const stockGiftId = id ?? fromPath;
  const giftKey = useGiftKey(stockGiftId);
  const query = useStockGift(stockGiftId, giftKey);
  const queryClient = useQueryClient();
  const { state, failed } = useGiftFailures('stock-gift', stockGiftId);
  const saved = useCallback(
    (gift: StockGiftView) =>
      queryClient.setQueryData(bequestKeys.gifts.detail('stock-gift', gift.id), gift),
    [queryClient],
  );
  const gift = query.data;
  // A partner's path keeps its partner for the gift, once the gift is read (so not for a gift the
  // access does not reach), so the steps without a partner path of their own lead back to it.
  const reached = gift !== undefined;
  useEffect(() => {
    if (partner && reached) keepGiftPartner(stockGiftId, partner);
  }, [partner, reached, stockGiftId]);
  const flow = useMemo(() => {
    if (!gift) return null;
    const chosen =
      gift.donation?.transferMethod ?? method ?? chosenMethod(gift.recipient.ein) ?? null;
    const pathOf = stepPathOf(gift.id, partner ?? giftPartner(gift.id), chosen);
    return { gift, giftKey, saved, failed, method: chosen, pathOf };
  }, [gift, giftKey, saved, failed, method, partner]);
  if (state === 'not-found') return <GiftNotFound />;
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <GiftReadFailure error={query.error} retry={() => void query.refetch()}>
        <GiftNotFound />
      </GiftReadFailure>
    );
  if (!flow) return <Loading />;
  if (state === 'refused' || (draftOnly && flow.gift.status !== 'DRAFT'))
    return <GiftAlreadySubmitted gift={flow.gift} summaryPath={flow.pathOf('summary')} />;
  return <GiftFlowContext.Provider value={flow}>{children}</GiftFlowContext.Provider>;
};
