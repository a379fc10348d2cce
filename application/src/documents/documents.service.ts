import {
  answersDigest,
  DOCUMENT_ANSWERS,
  DOCUMENT_REGISTRY,
  EstatePlanSchema,
  ESTATE_PLAN_CREATE_FAILED,
  fieldErrorsOf,
  isUsStateCode,
  markSignedFormSchema,
  SECTION_VALIDATION_MESSAGES,
  sharedFamilyOf,
  signedDocumentKindOf,
  signingShortfalls,
  type DocumentAnswers,
  type DocumentKind,
  type DocumentSummary,
  type PlanType,
  calendarDateOf,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  DOCUMENT_REPOSITORY,
  type DocumentRepository,
  type StoredDocument,
} from '../ports/document-repository.port';
import { FIRM_WEBHOOKS, type FirmWebhooks } from '../ports/firm-webhooks.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import { NotifyAdvisor } from '../packages/notify-advisor.service';
import { allOrNothing } from '../shared/all-or-nothing';
import { invalidInput, notFound, staleWrite, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { changedAnswers, DOCUMENT_KIND_RULES, type DocumentChange } from './document-kind-rules';
import { DOCUMENT_EXISTS } from './documents.errors';

/** A document as the API answers it: its answers, version and the summary the profile shows. */
export interface DocumentView {
  readonly kind: DocumentKind;
  readonly version: number;
  readonly data: Readonly<Record<string, unknown>>;
  readonly summary: DocumentSummary;
}

export type DocumentError =
  | UseCaseError<'REQUEST.NOT_FOUND'>
  | UseCaseError<'REQUEST.INVALID'>
  | UseCaseError<'REQUEST.STALE_WRITE'>
  | UseCaseError<'DOCUMENT.EXISTS'>;

/**
 * The documents of the active profile (documents.md 4.1-4.7, 7.1-7.3): read, started, changed
 * by the rules of their kind, finalized. Every write keeps the profile's summary of the document
 * in step, in the same transaction.
 */
@injectable()
export class Documents {
  constructor(
    @inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(NotifyAdvisor) private readonly advisor: NotifyAdvisor,
    @inject(FIRM_WEBHOOKS) private readonly webhooks: FirmWebhooks,
  ) {}

  async get(
    requester: Requester,
    kind: DocumentKind,
  ): Promise<Result<DocumentView, DocumentError>> {
    const stored = await this.find(requester, kind);
    if (!stored) return err(notFound('Document'));
    return ok(await this.view(requester, kind, stored));
  }

  async create<Kind extends DocumentKind>(
    requester: Requester,
    kind: Kind,
    seed: Record<string, unknown> = {},
  ): Promise<Result<DocumentView, DocumentError>> {
    const randId = this.ids.newId();
    const family =
      kind === 'WILL' || kind === 'RLT' ? await this.familyFromOtherPlan(requester, kind) : {};
    const parsed = DOCUMENT_ANSWERS[kind].schema.safeParse(
      DOCUMENT_KIND_RULES[kind].initial(randId, requester.activeProfileId, { ...family, ...seed }),
    );
    if (!parsed.success) return err(invalidOf(parsed.error.issues));
    return this.write(
      requester,
      kind,
      async () =>
        this.documents.create(
          { ...requester, profileId: requester.activeProfileId, kind, randId, data: parsed.data },
          this.clock.now(),
        ),
      parsed.data,
    ).then((result) =>
      result.mapErr((error) =>
        error.code !== 'REQUEST.STALE_WRITE'
          ? error
          : kind === 'WILL' || kind === 'RLT'
            ? {
                ...DOCUMENT_EXISTS,
                message: `${ESTATE_PLAN_CREATE_FAILED} ${DOCUMENT_EXISTS.message}`,
              }
            : DOCUMENT_EXISTS,
      ),
    );
  }

  /**
   * The stored answers with the change's, read once by the kind's schema, then the kind's rules;
   * what they give is written, and the profile's summary made from it.
   */
  async update<Kind extends DocumentKind>(
    requester: Requester,
    kind: Kind,
    version: number,
    change: DocumentChange,
  ): Promise<Result<DocumentView, DocumentError>> {
    const rules = DOCUMENT_KIND_RULES[kind];
    const { schema, sections } = DOCUMENT_ANSWERS[kind];
    if (change.completeSection && !sections.includes(change.completeSection))
      return err(invalidInput({ completeSection: `Unknown section ${change.completeSection}` }));
    if (Object.hasOwn(change.changes, 'signing'))
      return err(invalidInput({ 'changes.signing': SIGNING_NOT_CHANGED_HERE }));
    const stored = await this.find(requester, kind);
    if (!stored) return err({ ...notFound('Document'), message: rules.messages.notLoaded });
    if (stored.version !== version) return err(this.saveFailed(kind));
    const context = await this.context(requester);
    const changed = schema.safeParse(changedAnswers(stored.data, change));
    if (!changed.success) return err(invalidOf(changed.error.issues));
    const next = rules.apply(changed.data, change, context);
    const saved = await this.write(
      requester,
      kind,
      () =>
        this.documents.update(
          requester.tenantId,
          requester.accountId,
          stored.randId,
          version,
          next,
          this.clock.now(),
        ),
      next,
      () => this.advisor.afterDocumentSaved(requester),
    );
    return saved.mapErr((error) =>
      error.code === 'REQUEST.STALE_WRITE' ? this.saveFailed(kind) : error,
    );
  }

  /** A stale write, in the kind's own words where the specification gives them. */
  private saveFailed(kind: DocumentKind): UseCaseError<'REQUEST.STALE_WRITE'> {
    const message = DOCUMENT_KIND_RULES[kind].messages.saveFailed;
    return message ? { ...staleWrite(), message } : staleWrite();
  }

  /**
   * Whether another profile of the household, the spouse, has a will (documents.md 7.1); a
   * profile outside the account is not found.
   */
  async spouseHasWill(
    requester: Requester,
    spouseProfileId: string,
  ): Promise<Result<{ spouseHasWill: boolean }, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const spouse = await this.profiles.findById(
      requester.tenantId,
      requester.accountId,
      spouseProfileId,
    );
    if (!spouse) return err(notFound('Profile'));
    const will = await this.documents.find(
      requester.tenantId,
      requester.accountId,
      spouseProfileId,
      'WILL',
    );
    return ok({ spouseHasWill: will !== null });
  }

  /**
   * finalizedAt set to now when empty, cleared when set (documents.md 4.7); clearing it also
   * clears the signing the person recorded.
   */
  async toggleFinalized(
    requester: Requester,
    kind: DocumentKind,
  ): Promise<Result<DocumentView, DocumentError>> {
    const stored = await this.find(requester, kind);
    if (!stored) return err(notFound('Document'));
    const data = stored.data as { finalizedAt?: string | null };
    const finalizedAt = data.finalizedAt ? null : this.clock.now().toISOString();
    // The firm hears of it (issue 25) in the finalizing's own transaction: queued once, with it.
    return this.replace(
      requester,
      kind,
      stored,
      finalizedAt ? { ...data, finalizedAt } : { ...data, finalizedAt: null, signing: null },
      finalizedAt
        ? async () => {
            await this.webhooks.enqueue({
              tenantId: requester.tenantId,
              eventId: `document.finalized:${stored.randId}:${finalizedAt}`,
              type: 'document.finalized',
              data: {
                clientId: requester.accountId,
                profileId: requester.activeProfileId,
                kind,
                finalizedAt,
              },
              occurredAt: new Date(finalizedAt),
            });
          }
        : undefined,
    );
  }

  /**
   * Marks the document signed on a day, with its witnesses and notary (issue 19): the signing
   * must meet the state's rule for the document, and records what was signed, so a later change
   * shows the document must be signed again. It is finalized from that day.
   */
  async markSigned(
    requester: Requester,
    kind: DocumentKind,
    input: unknown,
  ): Promise<Result<DocumentView, DocumentError>> {
    const today = calendarDateOf(this.clock.now());
    const parsed = markSignedFormSchema(today).safeParse(input);
    if (!parsed.success) return err(invalidInput(fieldErrorsOf(parsed.error.issues)));
    const [stored, profile] = await Promise.all([
      this.find(requester, kind),
      this.profiles.findById(requester.tenantId, requester.accountId, requester.activeProfileId),
    ]);
    if (!stored || !profile) return err(notFound('Document'));
    const state = profile.profile.administrativeArea;
    if (!isUsStateCode(state))
      return err(invalidInput({ 'profile.administrativeArea': SECTION_VALIDATION_MESSAGES.state }));
    const shortfalls = signingShortfalls(signedDocumentKindOf(kind), state, parsed.data);
    if (Object.keys(shortfalls).length > 0) return err(invalidInput(shortfalls));
    const data = stored.data as object;
    return this.replace(requester, kind, stored, {
      ...data,
      finalizedAt: `${parsed.data.signedOn}T00:00:00.000Z`,
      signing: { ...parsed.data, answersDigest: answersDigest(data) },
    });
  }

  /** Forgets the signing recorded, and the document is no longer finalized. */
  async clearSigning(
    requester: Requester,
    kind: DocumentKind,
  ): Promise<Result<DocumentView, DocumentError>> {
    const stored = await this.find(requester, kind);
    if (!stored) return err(notFound('Document'));
    return this.replace(requester, kind, stored, {
      ...(stored.data as object),
      finalizedAt: null,
      signing: null,
    });
  }

  /** Writes the document's data whole, at the version read. */
  private replace(
    requester: Requester,
    kind: DocumentKind,
    stored: StoredDocument,
    data: object,
    alongside?: () => Promise<void>,
  ): Promise<Result<DocumentView, DocumentError>> {
    return this.write(
      requester,
      kind,
      () =>
        this.documents.update(
          requester.tenantId,
          requester.accountId,
          stored.randId,
          stored.version,
          data,
          this.clock.now(),
        ),
      undefined,
      alongside,
    );
  }

  /**
   * Saves the document and the profile's summary of it together, or neither; the summary is made
   * from the answers written where the caller has them read, else from the stored ones.
   */
  private async write<Kind extends DocumentKind>(
    requester: Requester,
    kind: Kind,
    save: () => Promise<StoredDocument | null>,
    written?: DocumentAnswers<Kind>,
    /** What the save causes, written in its transaction: the firm's webhook events. */
    alongside?: () => Promise<void>,
  ): Promise<Result<DocumentView, DocumentError>> {
    const view = await allOrNothing(this.transactions, async (abort) => {
      const saved = (await save()) ?? abort();
      const profile =
        (await this.profiles.findById(
          requester.tenantId,
          requester.accountId,
          requester.activeProfileId,
        )) ?? abort();
      const summary = summaryOf(
        kind,
        written ?? DOCUMENT_ANSWERS[kind].schema.parse(saved.data),
        profile.profile.administrativeArea,
        saved.updatedAt,
      );
      const field = DOCUMENT_REGISTRY[kind].profileField;
      const summaryField = field === 'rlt' ? { ...summary, ...trustFields(saved.data) } : summary;
      if (
        !(await this.profiles.update(
          { ...profile.profile, [field]: summaryField },
          profile.version,
        ))
      )
        abort();
      await alongside?.();
      return { kind, version: saved.version, data: saved.data as Record<string, unknown>, summary };
    });
    return view ? ok(view) : err(staleWrite());
  }

  /** The active profile's document of a kind. */
  /** A new will starts with the family the trust already names, and the reverse (issue 21). */
  private async familyFromOtherPlan(requester: Requester, kind: PlanType) {
    const other = await this.find(requester, kind === 'WILL' ? 'RLT' : 'WILL');
    if (!other) return {};
    const plan = EstatePlanSchema.safeParse(other.data);
    return plan.success ? sharedFamilyOf(plan.data) : {};
  }

  private find(requester: Requester, kind: DocumentKind) {
    return this.documents.find(
      requester.tenantId,
      requester.accountId,
      requester.activeProfileId,
      kind,
    );
  }

  private async view<Kind extends DocumentKind>(
    requester: Requester,
    kind: Kind,
    stored: StoredDocument,
  ): Promise<DocumentView> {
    const summary = summaryOf(
      kind,
      DOCUMENT_ANSWERS[kind].schema.parse(stored.data),
      (await this.context(requester)).state,
      stored.updatedAt,
    );
    return { kind, version: stored.version, data: stored.data as Record<string, unknown>, summary };
  }

  private async context(requester: Requester) {
    const profile = await this.profiles.findById(
      requester.tenantId,
      requester.accountId,
      requester.activeProfileId,
    );
    return { state: profile?.profile.administrativeArea ?? null, now: this.clock.now() };
  }
}

const SIGNING_NOT_CHANGED_HERE = 'A signing is recorded with Mark as signed, not with the answers';

/** The trust summary adds the joint flag and the referral (platform-core.md 3). */
const trustFields = (data: unknown) => {
  const trust = data as { isJoint?: boolean; referrer?: string | null; refOrgId?: string | null };
  return {
    isJoint: Boolean(trust.isJoint),
    referrer: trust.referrer ?? null,
    refOrgId: trust.refOrgId ?? null,
  };
};

const summaryOf = <Kind extends DocumentKind>(
  kind: Kind,
  answers: DocumentAnswers<Kind>,
  state: string | null,
  updatedAt: Date,
): DocumentSummary =>
  DOCUMENT_ANSWERS[kind].summary(answers, state, { updatedAt: updatedAt.toISOString() });

const invalidOf = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  invalidInput(fieldErrorsOf(issues, 'data'));
