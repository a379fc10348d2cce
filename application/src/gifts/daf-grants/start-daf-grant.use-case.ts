import {
  dafGrantSchema,
  dafRecipientProblem,
  draftDafGrant,
  fieldErrorsOf,
  type DafGrant,
  type FeatureFlags,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { ID_GENERATOR, type IdGenerator } from '../../ports/id-generator.port';
import { NONPROFIT_DIRECTORY, type NonprofitDirectory } from '../../ports/nonprofit-directory.port';
import { invalidInput, notFound, type UseCaseError } from '../../shared/errors';
import type { Requester } from '../../shared/requester';
import { FEATURE_FLAGS } from '../../tenants/get-tenant.use-case';
import { charityByEin } from '../gift-records.service';
import { DafGrantRecords } from './daf-grant-records.service';

export type StartDafGrantError = UseCaseError<'REQUEST.INVALID' | 'REQUEST.NOT_FOUND'>;

/**
 * The grant's answers read as they may be today: a recurring grant only while
 * FW_RECURRING_DAF_GRANTS is on, and a charity of the IRS master file a sponsor grants to.
 */
export const readDafGrant = async (
  input: unknown,
  flags: FeatureFlags,
  directory: NonprofitDirectory,
  id: string,
): Promise<Result<DafGrant, UseCaseError<'REQUEST.INVALID'>>> => {
  const read = dafGrantSchema(flags.FW_RECURRING_DAF_GRANTS).safeParse(input);
  if (!read.success) return err(invalidInput(fieldErrorsOf(read.error.issues)));
  const recipient = await charityByEin(directory, read.data.recipientEin, dafRecipientProblem);
  return recipient.map((charity) => draftDafGrant(id, read.data, charity));
};

/**
 * A signed-in donor starts a grant recommendation to the sponsor of their donor-advised fund
 * (giving-and-beneficiaries.md 2.7, issue 23), kept as a draft on the active profile.
 */
@injectable()
export class StartDafGrant {
  constructor(
    @inject(DafGrantRecords) private readonly records: DafGrantRecords,
    @inject(NONPROFIT_DIRECTORY) private readonly directory: NonprofitDirectory,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(FEATURE_FLAGS) private readonly flags: FeatureFlags,
  ) {}

  async execute(
    requester: Requester,
    input: unknown,
  ): Promise<Result<DafGrant, StartDafGrantError>> {
    const grant = await readDafGrant(input, this.flags, this.directory, this.ids.newId());
    if (grant.isErr()) return err(grant.error);
    const created = await this.records.create(requester, grant.value, this.clock.now());
    return created ? ok(grant.value) : err(notFound('Profile'));
  }
}
