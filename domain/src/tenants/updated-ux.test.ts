import { headerDocumentTitlePlacement } from './updated-ux';

describe('headerDocumentTitlePlacement (platform-core.md 2.13, ADR 0030)', () => {
  it.each([
    [true, false, true, 'wide-screens'],
    [true, true, true, 'every-width'],
    [false, false, true, 'hidden'],
    [false, true, true, 'hidden'],
    [true, false, false, 'hidden'],
    [true, true, false, 'hidden'],
  ] as const)(
    'updated UX flag %s, slice 2 %s, tenant setting %s: %s',
    (updated, slice2, tenantKeeps, placement) => {
      expect(
        headerDocumentTitlePlacement(
          { FW_HAS_BEQUEST_UPDATED_UX: updated, FW_HAS_BEQUEST_UPDATED_UX_SLICE2: slice2 },
          { hasUpdatedUX: tenantKeeps },
        ),
      ).toBe(placement);
    },
  );
});
