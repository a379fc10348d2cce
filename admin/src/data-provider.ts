import type {
  staffPeopleActionRoutes,
  AnalyticsEventView,
  FirmApiKeyView,
  IssuedFirmApiKeyView,
  AttorneyConsultRequestView,
  AttorneyDraftedPlanView,
  AttorneyNetworkMemberView,
  PrintMailRequestView,
  SmartGivingSettingsView,
  StoredCopyVerification,
  StrategistCallView,
} from '@bequest/sdk';
import type {
  AttorneyConsultStatus,
  MarketingContent,
  AttorneyConsultStep,
  AttorneyDraftedPlanStatus,
  AttorneyDraftedPlanStep,
  PrintMailStatus,
  PrintMailStep,
  StrategistCallStatus,
  StrategistCallStep,
} from '@bequest/sdk/app';
import type {
  CreateParams,
  DataProvider,
  DeleteParams,
  GetListParams,
  GetOneParams,
  UpdateParams,
} from 'react-admin';
import { webhookData } from './firm-webhooks/webhook-data';
import { mailData } from './mail/mail-data';
import { isPartnerResource, partnerData } from './partners/partner-data';
import { staff, valueOf } from './staff-client';
import { editTenantConfiguration, TENANT_LISTS, tenantSettings } from './tenants/tenant-data';

const pageOf = ({ pagination }: GetListParams) => ({
  page: pagination?.page ?? 1,
  perPage: pagination?.perPage ?? 25,
});

/** A filter's value, or nothing when the field is empty. */
const given = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A nonprofit's page settings as a react-admin record, named by its organization. */
const smartGivingRecord = (page: SmartGivingSettingsView) => ({ id: page.organizationId, ...page });

const readOnly = () => Promise.reject(new Error('The staff console only reads.'));

/**
 * react-admin's data provider written on the SDK's staff client (issue 24): each resource is
 * searched and paged on the server, in the order the server keeps (newest first, people by
 * e-mail, the queues overdue first). A queued request's status changes through its queue's own
 * call; partners, old slugs and external partner pages are created, edited and removed.
 */
export const dataProvider = {
  getList: async (resource: string, params: GetListParams) => {
    if (isPartnerResource(resource)) return partnerData.getList(resource, params);
    if (resource === 'mail-outbox') return mailData.getList(params);
    const filter = params.filter as Record<string, unknown>;
    const page = pageOf(params);
    const whole = TENANT_LISTS[resource];
    if (whole) {
      const rows = await whole();
      const start = (page.page - 1) * page.perPage;
      return { data: rows.slice(start, start + page.perPage) as never[], total: rows.length };
    }
    if (resource === 'attorney-consults') {
      const status = given(filter.status) as AttorneyConsultStatus | undefined;
      const queue = await valueOf(
        staff.listAttorneyConsultRequests({ query: { ...page, status } }),
      );
      return { data: queue.items as never[], total: queue.total };
    }
    if (resource === 'attorney-drafted-plans') {
      const status = given(filter.status) as AttorneyDraftedPlanStatus | undefined;
      const queue = await valueOf(staff.listAttorneyDraftedPlans({ query: { ...page, status } }));
      return { data: queue.items as never[], total: queue.total };
    }
    if (resource === 'analytics') {
      const events = await valueOf(
        staff.listAnalyticsEvents({
          query: {
            ...page,
            name: given(filter.name) as AnalyticsEventView['name'] | undefined,
            from: given(filter.from),
            to: given(filter.to),
          },
        }),
      );
      return { data: events.items as never[], total: events.total };
    }
    if (resource === 'firm-api-keys') {
      // Few keys per tenant: the server answers them all, the console pages them.
      const keys = await valueOf(
        staff.listFirmApiKeys({ query: { tenantId: given(filter.tenantId) } }),
      );
      const start = (page.page - 1) * page.perPage;
      return { data: keys.slice(start, start + page.perPage) as never[], total: keys.length };
    }
    if (resource === 'smart-giving') {
      const pages = (await valueOf(staff.listSmartGivingSettings())).map(smartGivingRecord);
      return { data: pages as never[], total: pages.length };
    }
    if (resource === 'strategist-calls') {
      const status = given(filter.status) as StrategistCallStatus | undefined;
      const queue = await valueOf(staff.listStrategistCalls({ query: { ...page, status } }));
      return { data: queue.items as never[], total: queue.total };
    }
    const found =
      resource === 'people'
        ? await valueOf(staff.searchPeople({ query: { ...page, q: given(filter.q) } }))
        : resource === 'print-mail'
          ? await valueOf(
              staff.listPrintMailRequests({
                query: { ...page, status: given(filter.status) as PrintMailStatus | undefined },
              }),
            )
          : resource === 'storage-center'
            ? await valueOf(
                staff.listStoredCopies({
                  query: {
                    ...page,
                    person: given(filter.person),
                    email: given(filter.email),
                    document: given(filter.document),
                    from: given(filter.from),
                    to: given(filter.to),
                  },
                }),
              )
            : await valueOf(
                staff.listAuditEntries({
                  query: {
                    ...page,
                    accountId: given(filter.accountId),
                    staffEmail: given(filter.staffEmail),
                  },
                }),
              );
    return { data: found.items as never[], total: found.total };
  },
  getOne: async (resource: string, { id, meta }: GetOneParams) => {
    if (resource === 'tenants') return { data: (await tenantSettings(String(id))) as never };
    if (isPartnerResource(resource)) return partnerData.getOne(resource, { id, meta });
    if (resource === 'people')
      return {
        data: (await valueOf(
          staff.getPersonRecord({
            params: { accountId: String(id) },
            query: { reason: String((meta as { reason?: string } | undefined)?.reason ?? '') },
          }),
        )) as never,
      };
    if (resource === 'print-mail')
      return {
        data: (await valueOf(
          staff.getPrintMailRequest({ params: { printMailRequestId: String(id) } }),
        )) as never,
      };
    if (resource === 'attorney-consults')
      return {
        data: (await valueOf(
          staff.getAttorneyConsultRequest({ params: { attorneyConsultRequestId: String(id) } }),
        )) as never,
      };
    if (resource === 'attorney-drafted-plans')
      return {
        data: (await valueOf(
          staff.getAttorneyDraftedPlan({ params: { attorneyDraftedPlanId: String(id) } }),
        )) as never,
      };
    if (resource === 'strategist-calls')
      return {
        data: (await valueOf(
          staff.getStrategistCall({ params: { strategistCallId: String(id) } }),
        )) as never,
      };
    if (resource === 'smart-giving') {
      const pages = await valueOf(staff.listSmartGivingSettings());
      const page = pages.find((item) => item.organizationId === String(id));
      if (!page) throw new Error('This nonprofit was not found.');
      return { data: smartGivingRecord(page) as never };
    }
    const found = await valueOf(
      staff.listStoredCopies({ query: { document: String(id), page: 1, perPage: 1 } }),
    );
    const copy = found.items.find((item) => item.id === String(id));
    if (!copy) throw new Error('This stored copy was not found.');
    return { data: copy as never };
  },
  getMany: readOnly,
  getManyReference: readOnly,
  create: (resource: string, params: CreateParams) =>
    isPartnerResource(resource) ? partnerData.create(resource, params) : readOnly(),
  update: (resource: string, params: UpdateParams) =>
    isPartnerResource(resource) ? partnerData.update(resource, params) : readOnly(),
  updateMany: readOnly,
  delete: (resource: string, params: DeleteParams) =>
    isPartnerResource(resource) ? partnerData.delete(resource, params) : readOnly(),
  deleteMany: readOnly,
  /** A stored copy's bytes, downloaded with the reason the audit log keeps. */
  downloadStoredCopy: (id: string, reason: string) =>
    valueOf(staff.downloadStoredCopy({ params: { storedDocumentId: id }, query: { reason } })),
  /** The server's check of a stored copy's bytes against its recorded SHA-256. */
  verifyStoredCopy: (id: string): Promise<StoredCopyVerification> =>
    valueOf(staff.verifyStoredCopy({ params: { storedDocumentId: id } })),
  /** Marks a print-and-mail request's next step; cancelling needs the reason. */
  markPrintMailRequest: (id: string, status: PrintMailStep, reason?: string) =>
    valueOf(
      staff.markPrintMailRequest({
        params: { printMailRequestId: id },
        body: { status, ...(reason === undefined ? {} : { reason }) },
      }),
    ) as Promise<PrintMailRequestView>,
  /** Moves an attorney-consult request on: referring names the attorney, closing needs a reason. */
  markAttorneyConsultRequest: (
    id: string,
    status: AttorneyConsultStep,
    details: { readonly attorney?: string; readonly reason?: string } = {},
  ) =>
    valueOf(
      staff.markAttorneyConsultRequest({
        params: { attorneyConsultRequestId: id },
        body: { status, ...details },
      }),
    ) as Promise<AttorneyConsultRequestView>,
  /** Moves an attorney-drafted plan on: matching names the attorney, closing needs a reason. */
  markAttorneyDraftedPlan: (
    id: string,
    status: AttorneyDraftedPlanStep,
    details: { readonly attorneyId?: string; readonly reason?: string } = {},
  ) =>
    valueOf(
      staff.markAttorneyDraftedPlan({
        params: { attorneyDraftedPlanId: id },
        body: { status, ...details },
      }),
    ) as Promise<AttorneyDraftedPlanView>,
  /** The attorney network, optionally those licensed in a state, or only the active ones. */
  listAttorneyNetwork: (query: {
    readonly state?: AttorneyDraftedPlanView['state'] & string;
    readonly active?: 'true' | 'false';
  }): Promise<AttorneyNetworkMemberView[]> => valueOf(staff.listAttorneyNetwork({ query })),
  /** Adds an attorney to the network; a refusal names each field at fault. */
  addAttorneyNetworkMember: (body: AttorneyNetworkBody): Promise<AttorneyNetworkMemberView> =>
    valueOf(staff.addAttorneyNetworkMember({ body })),
  /** Rewrites an attorney of the network: their details, states, or whether they take plans. */
  updateAttorneyNetworkMember: (
    attorneyId: string,
    body: AttorneyNetworkBody,
  ): Promise<AttorneyNetworkMemberView> =>
    valueOf(staff.updateAttorneyNetworkMember({ params: { attorneyId }, body })),
  /** Sends a call's documents (fulfilment's step), or marks the call held or cancelled (support's). */
  markStrategistCall: (id: string, status: StrategistCallStep, reason?: string) =>
    valueOf(
      status === 'documents_sent'
        ? staff.sendStrategistDocuments({ params: { strategistCallId: id } })
        : staff.markStrategistCall({
            params: { strategistCallId: id },
            body: { status, ...(reason === undefined ? {} : { reason }) },
          }),
    ) as Promise<StrategistCallView>,
  /** Issues a firm a key: the answer holds the key itself, shown this once. */
  issueFirmApiKey: (body: {
    readonly tenantId: string;
    readonly label: string;
    readonly scopes: readonly ('clients:read' | 'documents:read')[];
  }): Promise<IssuedFirmApiKeyView> =>
    valueOf(staff.issueFirmApiKey({ body: { ...body, scopes: [...body.scopes] } })),
  /** Rotates a key: a new one answered once, the old one working through its grace. */
  rotateFirmApiKey: (keyId: string, graceHours?: number) =>
    valueOf(
      staff.rotateFirmApiKey({
        params: { keyId },
        body: graceHours === undefined ? {} : { graceHours },
      }),
    ),
  /** Sets a nonprofit's smart giving page and the sites that may frame its widget. */
  configureSmartGivingPage: (
    organizationId: string,
    body: SmartGivingSettingsView['settings'],
  ): Promise<SmartGivingSettingsView> =>
    valueOf(staff.configureSmartGivingPage({ params: { organizationId }, body })),
  /** The home page's published figures and media mentions. */
  getMarketingContent: (): Promise<MarketingContent> => valueOf(staff.getMarketingContent()),
  /** Publishes the home page's figures and media mentions. */
  publishMarketingContent: (body: MarketingContent): Promise<MarketingContent> =>
    valueOf(staff.publishMarketingContent({ body })),
  /** Acts on a person's account on their request, with the reason the person reads. */
  actOnPerson: (name: PersonActionName, accountId: string, body: { readonly reason: string }) =>
    valueOf(staff[name]({ params: { accountId }, body })),
  /** Merges another account of the person into this one. */
  mergePeople: (
    accountId: string,
    body: { readonly reason: string; readonly mergedAccountId: string },
  ) => valueOf(staff.mergePeople({ params: { accountId }, body })),
  /** Deletes the person's account on their request. */
  deletePerson: (accountId: string, body: { readonly reason: string }) =>
    valueOf(staff.deletePerson({ params: { accountId }, body })),
  editTenantConfiguration,
  /** Revokes a key at once. */
  revokeFirmApiKey: (keyId: string): Promise<FirmApiKeyView> =>
    valueOf(staff.revokeFirmApiKey({ params: { keyId } })),
  importDirectoryPart: partnerData.importDirectoryPart,
  getNonprofitReceiving: partnerData.getNonprofitReceiving,
  setNonprofitReceiving: partnerData.setNonprofitReceiving,
  resendOutboxMail: mailData.resendOutboxMail,
  previewMailTemplate: mailData.previewMailTemplate,
  ...webhookData,
} satisfies DataProvider;

export type StaffDataProvider = typeof dataProvider;

/** An attorney of the network as the console sends it; the server's schema checks each field. */
export interface AttorneyNetworkBody {
  readonly name: string;
  readonly firm: string | null;
  readonly email: string;
  readonly phone: string | null;
  readonly states: readonly string[];
  readonly active: boolean;
}

/** The actions on a person's account that need only a reason (issue 24). */
export type PersonActionName = Exclude<
  keyof typeof staffPeopleActionRoutes,
  'mergePeople' | 'deletePerson'
>;
