import {
  mirrorWill,
  type DocumentAnswers,
  type DocumentKind,
  type EstatePlan,
  type PersonName,
  type Profile,
} from '@bequest/domain';
import { err, ok, type Result } from 'neverthrow';
import type {
  DocumentLayout,
  DocumentRenderer,
  RenderedPerson,
} from '../ports/document-renderer.port';
import { notFound, type UseCaseError } from '../shared/errors';

/** A PDF and the people its file is named for. */
export interface Drawn {
  readonly pdf: Buffer;
  readonly owner: PersonName;
  readonly jointPartner: PersonName | null;
}

export interface DrawingInput {
  readonly renderer: DocumentRenderer;
  /** The profile's person, placed in the profile's state. */
  readonly person: RenderedPerson;
  readonly profile: Profile;
  readonly date: Date;
  /** The tenant's layout of its documents. */
  readonly layout: DocumentLayout;
  /** The spouse's mirror will instead of the will itself (documents.md 7.5). */
  readonly mirror: boolean;
  /** A will's or trust's answers with its charities of record named in full (issue 18). */
  readonly namingCharities: (plan: EstatePlan) => Promise<EstatePlan>;
}

type Drawing<Answers> = (
  answers: Answers,
  input: DrawingInput,
) => Promise<Result<Drawn, UseCaseError<'REQUEST.NOT_FOUND'>>>;

const alone = (pdf: Buffer, { profile }: DrawingInput): Drawn => ({
  pdf,
  owner: profile.fullName,
  jointPartner: null,
});

/** How the renderer draws each kind of document from its answers (documents.md 5.2, 7.4). */
export const DOCUMENT_DRAWINGS: {
  readonly [Kind in DocumentKind]: Drawing<DocumentAnswers<Kind>>;
} = {
  WILL: async (answers, input) => {
    const { renderer, person, profile, date, layout } = input;
    const plan = await input.namingCharities(answers);
    if (!input.mirror)
      return ok(alone(await renderer.renderWill(plan, person, date, layout), input));
    const mirrored = mirrorWill(plan, profile.fullName);
    if (!mirrored) return err(notFound('Mirror will'));
    const testator = { ...person, fullName: mirrored.testator };
    return ok({
      pdf: await renderer.renderWill(mirrored.plan, testator, date, layout),
      owner: mirrored.testator,
      jointPartner: null,
    });
  },
  RLT: async (answers, { renderer, person, profile, date, layout, namingCharities }) => {
    const plan = await namingCharities(answers);
    const spouse =
      plan.isJoint && plan.spouse ? { ...person, fullName: plan.spouse.fullName } : null;
    return ok({
      pdf: await renderer.renderTrust(plan, spouse ? [person, spouse] : [person], date, layout),
      owner: profile.fullName,
      jointPartner: spouse?.fullName ?? null,
    });
  },
  AHCD: async (ahcd, input) =>
    ok(alone(await input.renderer.renderAhcd(ahcd, input.person, input.date, input.layout), input)),
  DFPOA: async (dfpoa, input) =>
    ok(
      alone(await input.renderer.renderDfpoa(dfpoa, input.person, input.date, input.layout), input),
    ),
};
