import { tenantOriginIn } from './tenant-hosts';

describe("a tenant's own address in the deployment's environment", () => {
  it.each([
    ['http://localhost:3000', 'willow', 'http://willow.localhost:3000'],
    ['http://localhost:3000', 'bequest', 'http://localhost:3000'],
    ['http://127.0.0.1:4100', 'acme-wealth', 'http://acme-wealth.localhost:4100'],
    ['https://bequest.example', 'willow', 'https://willow.example'],
    ['https://www.bequest.example/', 'benefitco', 'https://benefitco.example'],
    ['https://demo.bequest.example', 'acme-wealth', 'https://demo.acme-wealth.example'],
    ['https://test.willow.example', 'bequest', 'https://test.bequest.example'],
    ['https://bequest.example', 'bequest', 'https://bequest.example'],
    ['https://app.example', 'willow', 'https://app.example'],
    ['https://bequest.example', 'unknown-tenant', 'https://bequest.example'],
  ])('%s, for %s: %s', (publicOrigin, tenantId, expected) => {
    expect(tenantOriginIn(publicOrigin, tenantId)).toBe(expected);
  });
});
