import {
  firmKeyFrom,
  firmKeyIdOf,
  firmKeyStatus,
  firmKeyWorks,
  FirmKeyLabelSchema,
  FirmScopesSchema,
  FIRM_SCOPES,
  isFirmScope,
} from './firm-api-key';

const ID = '0123456789abcdef';
const SECRET = 'a'.repeat(48);

describe('firm API keys (issue 25)', () => {
  it('writes a key with its prefix, id and secret, and reads the id back', () => {
    const key = firmKeyFrom(ID, SECRET);
    expect(key).toBe(`bqk_live_${ID}_${SECRET}`);
    expect(firmKeyIdOf(key)).toBe(ID);
  });

  it('reads no id from anything that is not a key', () => {
    for (const text of [
      '',
      'bqk_live_',
      `bqk_test_${ID}_${SECRET}`,
      `bqk_live_${ID}_${SECRET}x`,
      `bqk_live_${ID.toUpperCase()}_${SECRET}`,
      ` bqk_live_${ID}_${SECRET}`,
      `bqk_live_${ID.slice(1)}_${SECRET}`,
    ])
      expect(firmKeyIdOf(text)).toBeNull();
    expect(() => firmKeyFrom('xyz', SECRET)).toThrow();
  });

  it('keeps a rotated key working until its revocation time, and none after', () => {
    const now = new Date('2026-12-17T12:00:00Z');
    expect(firmKeyStatus({ revokedAt: null }, now)).toBe('active');
    expect(firmKeyStatus({ revokedAt: new Date('2026-12-18T12:00:00Z') }, now)).toBe('expiring');
    expect(firmKeyWorks({ revokedAt: new Date('2026-12-18T12:00:00Z') }, now)).toBe(true);
    expect(firmKeyStatus({ revokedAt: now }, now)).toBe('revoked');
    expect(firmKeyWorks({ revokedAt: now }, now)).toBe(false);
  });

  it('knows its scopes and asks for at least one, each once, and a label', () => {
    expect(FIRM_SCOPES).toEqual(['clients:read', 'documents:read']);
    expect(isFirmScope('plans:write')).toBe(false);
    expect(FirmScopesSchema.safeParse([]).success).toBe(false);
    expect(FirmScopesSchema.safeParse(['clients:read', 'clients:read']).success).toBe(false);
    expect(FirmScopesSchema.safeParse(['clients:read', 'documents:read']).success).toBe(true);
    expect(FirmKeyLabelSchema.safeParse('  ').success).toBe(false);
    expect(FirmKeyLabelSchema.parse('  CRM sync ')).toBe('CRM sync');
  });
});
