import type { GiftConfirmations, StoredGiftConfirmation } from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { query } from '../query';

export class PostgresGiftConfirmations implements GiftConfirmations {
  constructor(private readonly em: EntityManager) {}

  async save(confirmation: StoredGiftConfirmation, at: Date): Promise<string> {
    const id = randomUUID();
    const { basics, details } = confirmation;
    await query(
      this.em,
      `insert into gift_confirmation (id, tenant_id, organization_id, nonprofit_name, nonprofit_ein,
         donor_first_name, donor_last_name, donor_email, share_contact_details, recognition,
         vehicle, intent, percentage, amount, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        confirmation.tenantId,
        confirmation.organizationId,
        confirmation.nonprofitName,
        basics.nonprofit.kind === 'named' ? basics.nonprofit.ein : null,
        basics.firstName,
        basics.lastName,
        basics.email,
        details.shareContactDetails,
        details.recognition,
        details.vehicle,
        details.intent,
        details.percentage,
        details.amount,
        at,
      ],
    );
    return id;
  }
}
