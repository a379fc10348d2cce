import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import {
  PARTNER_REGISTRY,
  type ManagedPartner,
  type PartnerRegistry,
} from '../ports/partner-registry.port';
import { notFound, type UseCaseError } from '../shared/errors';

/** One partner by its rand id, for partner managers and administrators (issue 24). */
@injectable()
export class ReadPartner {
  constructor(@inject(PARTNER_REGISTRY) private readonly registry: PartnerRegistry) {}

  async execute(
    randId: string,
  ): Promise<Result<ManagedPartner, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const found = await this.registry.byRandId(randId);
    return found ? ok(found) : err(notFound('Partner'));
  }
}
