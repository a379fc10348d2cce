import type { NonprofitReceivingView } from '@bequest/sdk';
import type { PartnerEditInput, ReceivingDetails } from '@bequest/sdk/app';
import type {
  CreateParams,
  DeleteParams,
  GetListParams,
  GetOneParams,
  UpdateParams,
} from 'react-admin';
import { staff, valueOf } from '../staff-client';

/** The console's partner resources: few rows each, answered whole by the server. */
const LISTS = {
  partners: () => valueOf(staff.listPartners()),
  'slug-aliases': () => valueOf(staff.listSlugAliases()),
  'external-partner-pages': () => valueOf(staff.listExternalPartnerPages()),
};
type PartnerResource = keyof typeof LISTS;

export const isPartnerResource = (resource: string): resource is PartnerResource =>
  Object.hasOwn(LISTS, resource);

/**
 * Partners, old slugs and external partner pages for react-admin's data provider (issue 24): the
 * lists paged here, a partner read, created and edited, an alias or page added and removed, each
 * through its staff route.
 */
export const partnerData = {
  getList: async (resource: PartnerResource, { pagination }: GetListParams) => {
    const rows: { id: string }[] = await LISTS[resource]();
    const { page = 1, perPage = 25 } = pagination ?? {};
    const start = (page - 1) * perPage;
    return { data: rows.slice(start, start + perPage) as never[], total: rows.length };
  },
  getOne: async (resource: PartnerResource, { id }: GetOneParams) => {
    if (resource === 'partners')
      return {
        data: (await valueOf(staff.getPartner({ params: { randId: String(id) } }))) as never,
      };
    const found = (await LISTS[resource]()).find((row) => row.id === String(id));
    if (!found) throw new Error('Not found.');
    return { data: found as never };
  },
  create: async (resource: PartnerResource, { data }: CreateParams) => {
    const created =
      resource === 'partners'
        ? await valueOf(staff.createPartner({ body: data as PartnerEditInput }))
        : resource === 'slug-aliases'
          ? await valueOf(staff.saveSlugAlias({ body: data as { oldSlug: string; slug: string } }))
          : await valueOf(staff.addExternalPartnerPage({ body: data as { slug: string } }));
    return { data: created as never };
  },
  update: async (resource: PartnerResource, { id, data }: UpdateParams) => {
    if (resource !== 'partners') throw new Error('Remove it and add it again.');
    // The form holds the partner as read; the server takes the edit's fields and leaves the rest.
    const body = data as PartnerEditInput;
    return {
      data: (await valueOf(staff.updatePartner({ params: { randId: String(id) }, body }))) as never,
    };
  },
  delete: async (resource: PartnerResource, { id, previousData }: DeleteParams) => {
    if (resource === 'slug-aliases')
      await valueOf(staff.removeSlugAlias({ params: { oldSlug: String(id) } }));
    else if (resource === 'external-partner-pages')
      await valueOf(staff.removeExternalPartnerPage({ params: { slug: String(id) } }));
    else throw new Error('Partners are not removed from the console.');
    return { data: previousData as never };
  },
  /** Loads a part of an EO BMF extract: what it loaded and the file's lines it refused. */
  importDirectoryPart: (body: {
    readonly fileName: string;
    readonly csv: string;
    readonly firstLine: number;
    readonly last: boolean;
  }) => valueOf(staff.importNonprofitDirectory({ body })),
  getNonprofitReceiving: (ein: string): Promise<NonprofitReceivingView> =>
    valueOf(staff.getNonprofitReceiving({ params: { ein } })),
  setNonprofitReceiving: (
    ein: string,
    details: ReceivingDetails,
  ): Promise<NonprofitReceivingView> =>
    valueOf(staff.setNonprofitReceiving({ params: { ein }, body: details })),
};
