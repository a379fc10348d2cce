import {
  applyPartnerEdit,
  fieldErrorsOf,
  newPartnerOf,
  PartnerEditSchema,
  type PartnerEdit,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import {
  PARTNER_REGISTRY,
  type ManagedPartner,
  type PartnerRegistry,
} from '../ports/partner-registry.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

const URL_NAME_TAKEN = { urlName: 'Another partner has this URL name.' };

type EditError = UseCaseError<'REQUEST.INVALID'>;

/** The edit, or the fields at fault by their names. */
const editOf = (input: unknown): Result<PartnerEdit, EditError> => {
  const edit = PartnerEditSchema.safeParse(input);
  return edit.success ? ok(edit.data) : err(invalidInput(fieldErrorsOf(edit.error.issues)));
};

/**
 * Partner managers and administrators add partners and edit their custom URLs and page
 * customizations (issue 24, giving 3.7); the consumer pages read the same records at once. Each
 * change is audited.
 */
@injectable()
export class ManagePartners {
  constructor(
    @inject(PARTNER_REGISTRY) private readonly registry: PartnerRegistry,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  list(): Promise<ManagedPartner[]> {
    return this.registry.list();
  }

  async get(randId: string): Promise<Result<ManagedPartner, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const found = await this.registry.byRandId(randId);
    return found ? ok(found) : err(notFound('Partner'));
  }

  async create(staff: StaffMember, input: unknown): Promise<Result<ManagedPartner, EditError>> {
    const edit = editOf(input);
    if (edit.isErr()) return err(edit.error);
    const partner = newPartnerOf(
      { randId: `partner-${this.ids.newHex(8)}`, organizationId: `org-${this.ids.newHex(8)}` },
      edit.value,
    );
    const at = this.clock.now();
    if ((await this.registry.create(partner, at)) === 'url_name_taken')
      return err(invalidInput(URL_NAME_TAKEN));
    await this.audit.record(staff, 'partner.create', {
      subject: `${partner.randId} (${partner.urlName})`,
    });
    return ok({ partner, updatedAt: at });
  }

  async update(
    staff: StaffMember,
    randId: string,
    input: unknown,
  ): Promise<Result<ManagedPartner, EditError | UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const edit = editOf(input);
    if (edit.isErr()) return err(edit.error);
    const found = await this.registry.byRandId(randId);
    if (!found) return err(notFound('Partner'));
    const partner = applyPartnerEdit(found.partner, edit.value);
    const at = this.clock.now();
    const saved = await this.registry.update(partner, at);
    if (saved === 'not_found') return err(notFound('Partner'));
    if (saved === 'url_name_taken') return err(invalidInput(URL_NAME_TAKEN));
    await this.audit.record(staff, 'partner.update', {
      subject: `${partner.randId} (${partner.urlName})`,
    });
    return ok({ partner, updatedAt: at });
  }
}
