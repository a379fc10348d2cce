import { fieldErrorsOf } from '../validation/field-errors';
import type { PartnerCustomUrl } from './partner-custom-url';
import {
  applyPartnerEdit,
  newPartnerOf,
  partnerEditOf,
  PartnerEditSchema,
  type PartnerEditInput,
} from './partner-edit';

const valid: PartnerEditInput = {
  displayName: 'Harbor Food Bank',
  urlName: 'harbor-food-bank',
  isCaCompliant: true,
  landingV2Date: '',
  welcomeMessage: '  Welcome, neighbors.  ',
  copyLongForm: '',
  uriLogo: 'https://cdn.example.org/harbor.png',
  uriCta: '/will',
  isOptInForMAWMText: true,
  isOptInForGiftIntentText: false,
  hasTrustsForBeneficiaries: false,
};

describe('staff’s edit of a partner (issue 24, giving 3.7)', () => {
  it('reads empty fields as none and trims text', () => {
    expect(PartnerEditSchema.parse(valid)).toMatchObject({
      landingV2Date: null,
      welcomeMessage: 'Welcome, neighbors.',
      copyLongForm: null,
      uriCta: '/will',
    });
  });

  it.each<[Partial<PartnerEditInput>, string, RegExp]>([
    [{ displayName: ' ' }, 'displayName', /display name/],
    [{ urlName: 'Harbor Food' }, 'urlName', /lowercase letters/],
    [{ urlName: 'a' }, 'urlName', /at least 2/],
    [{ uriLogo: 'http://cdn.example.org/logo.png' }, 'uriLogo', /https address .* logo/],
    [{ uriLogo: '//cdn.example.org/logo.png' }, 'uriLogo', /logo/],
    [{ uriCta: 'javascript:alert(1)' }, 'uriCta', /call to action/],
    [{ landingV2Date: '12/01/2026' }, 'landingV2Date', /as a day/],
    [{ welcomeMessage: 'x'.repeat(501) }, 'welcomeMessage', /under 500/],
    [{ isCaCompliant: undefined }, 'isCaCompliant', /California/],
  ])('refuses %j naming %s', (change, field, message) => {
    const result = PartnerEditSchema.safeParse({ ...valid, ...change });
    expect(fieldErrorsOf(result.error!.issues)[field]).toMatch(message);
  });

  it('applies an edit and keeps what it does not name; reading it back gives the edit', () => {
    const kept: PartnerCustomUrl = {
      ...newPartnerOf(
        { randId: 'partner-1', organizationId: 'org-1' },
        PartnerEditSchema.parse(valid),
      ),
      imageName: 'harbor.jpg',
    };
    const edit = PartnerEditSchema.parse({
      ...valid,
      urlName: 'harbor',
      landingV2Date: '2026-12-01',
    });
    const edited = applyPartnerEdit(kept, edit);
    expect(edited).toMatchObject({
      randId: 'partner-1',
      organizationId: 'org-1',
      imageName: 'harbor.jpg',
      urlName: 'harbor',
      customizations: { bequestLandingV2EnabledDate: '2026-12-01' },
    });
    expect(partnerEditOf(edited)).toEqual(edit);
  });

  it('reads a partner kept without customizations as an edit of defaults, and edits it', () => {
    const bare: PartnerCustomUrl = {
      ...newPartnerOf(
        { randId: 'partner-2', organizationId: 'org-2' },
        PartnerEditSchema.parse(valid),
      ),
      orgDisplayName: null,
      customizations: null,
    };
    expect(partnerEditOf(bare)).toMatchObject({
      displayName: 'Harbor Food Bank',
      landingV2Date: null,
      welcomeMessage: null,
      uriLogo: null,
      isOptInForMAWMText: false,
      hasTrustsForBeneficiaries: false,
    });
    const edited = applyPartnerEdit(bare, PartnerEditSchema.parse(valid));
    expect(edited.customizations).toMatchObject({
      landingImageAltText: null,
      bequestsCustomization: { landingPicture: null, welcomeMessage: 'Welcome, neighbors.' },
    });
  });
});
