import type { MailPreviewView, OutboxMessageView } from '@bequest/sdk';
import type { MailTemplate } from '@bequest/sdk/app';
import type { GetListParams } from 'react-admin';
import { staff, valueOf } from '../staff-client';

/** A filter's value, or nothing when the field is empty. */
const given = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The mail outbox for react-admin's data provider (issue 24), paged on the server. */
export const mailData = {
  getList: async ({ pagination, filter }: GetListParams) => {
    const filters = filter as Record<string, unknown>;
    const found = await valueOf(
      staff.listOutboxMail({
        query: {
          page: pagination?.page ?? 1,
          perPage: pagination?.perPage ?? 25,
          to: given(filters.to),
          status: given(filters.status) as OutboxMessageView['status'] | undefined,
        },
      }),
    );
    return { data: found.items as never[], total: found.total };
  },
  /** Sends a message again with the reason the audit log keeps. */
  resendOutboxMail: (mailId: string, reason: string) =>
    valueOf(staff.resendOutboxMail({ params: { mailId }, body: { reason } })),
  /** A template in a tenant's branding with made-up values. */
  previewMailTemplate: (template: MailTemplate, tenantId: string): Promise<MailPreviewView> =>
    valueOf(staff.previewMailTemplate({ params: { template }, query: { tenantId } })),
};
