import {
  applyConfigurationEdits,
  configurationEdits,
  editedPaths,
} from './tenant-configuration-edits';
import { TenantConfigurationSchema } from './tenant-configuration';
import { TENANT_CONFIGURATIONS } from './tenant-configurations';

const defaults = {
  household: false,
  branding: { tenantDisplayName: 'Bequest', theme: { primary: '#123456', text: '#000000' } },
  sso: { enabled: true, issuer: 'https://id.example', clientId: 'web' },
  list: ['a', 'b'],
};

describe('tenant configuration edits over the seeded defaults (issue 24)', () => {
  it.each([
    ['nothing edited', {}, defaults],
    ['a switch', { household: true }, { ...defaults, household: true }],
    [
      'a nested text',
      { branding: { theme: { primary: '#654321' } } },
      {
        ...defaults,
        branding: { tenantDisplayName: 'Bequest', theme: { primary: '#654321', text: '#000000' } },
      },
    ],
    ['a list, replaced whole', { list: ['c'] }, { ...defaults, list: ['c'] }],
    [
      'a union switched off',
      { sso: { enabled: false } },
      { ...defaults, sso: { enabled: false, issuer: 'https://id.example', clientId: 'web' } },
    ],
  ])('lays %s over the defaults', (_, edits, effective) => {
    expect(applyConfigurationEdits(defaults, edits)).toEqual(effective);
  });

  it.each([
    ['the defaults themselves', defaults, {}, []],
    ['one switch', { ...defaults, household: true }, { household: true }, ['household']],
    [
      'one color',
      {
        ...defaults,
        branding: { ...defaults.branding, theme: { primary: '#000001', text: '#000000' } },
      },
      { branding: { theme: { primary: '#000001' } } },
      ['branding.theme.primary'],
    ],
    ['a list', { ...defaults, list: ['a'] }, { list: ['a'] }, ['list']],
  ])('stores only what %s changes', (_, edited, edits, paths) => {
    expect(configurationEdits(defaults, edited)).toEqual(edits);
    expect(editedPaths(edits)).toEqual(paths);
    expect(applyConfigurationEdits(defaults, configurationEdits(defaults, edited))).toEqual(edited);
  });

  it('takes no edits as the defaults, an edit without a default as it is, and paths of nothing as none', () => {
    expect(applyConfigurationEdits(defaults, undefined)).toEqual(defaults);
    expect(applyConfigurationEdits(undefined, { extra: 1 })).toEqual({ extra: 1 });
    expect(configurationEdits(undefined, { extra: 1 })).toEqual({ extra: 1 });
    expect(editedPaths(null)).toEqual([]);
    expect(editedPaths({ branding: {} })).toEqual(['branding']);
  });

  it('round-trips every seeded tenant, a union switched off parsing to its own shape', () => {
    for (const configuration of Object.values(TENANT_CONFIGURATIONS)) {
      const edited = { ...configuration, sso: { enabled: false as const }, household: true };
      const effective = applyConfigurationEdits(
        configuration,
        configurationEdits(configuration, edited),
      );
      expect(TenantConfigurationSchema.parse(effective)).toEqual(edited);
    }
  });
});
