import { giftRoutes, tenantRoutes } from '@bequest/sdk/contract';
import { Controller, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { Endpoint, Validated } from './endpoint';

/** A real route of the contract, marked deprecated for this test alone. */
const retiring = {
  ...giftRoutes.estimateShareGift,
  deprecation: { since: '2027-01-01', sunset: '2027-07-01' },
};

@Controller()
class RetiringController {
  @Endpoint(retiring)
  estimate(@Validated() { query }: Validated<typeof retiring>) {
    return { kind: 'unquoted' as const, symbol: query.symbol, date: query.date };
  }

  @Endpoint(tenantRoutes.getHealth)
  health() {
    return { status: 'ok' as const };
  }
}

describe('@Endpoint of a deprecated route', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const testing = await Test.createTestingModule({ controllers: [RetiringController] }).compile();
    app = await testing.createNestApplication({ logger: false }).init();
  });
  afterAll(() => app.close());

  it('answers with Deprecation (RFC 9745) and Sunset (RFC 8594)', async () => {
    const response = await request(app.getHttpServer())
      .get('/stock-gifts/estimate?symbol=VTI&shares=10&date=2026-01-02')
      .expect(200);
    expect(response.headers).toMatchObject({
      deprecation: '@1798761600',
      sunset: 'Thu, 01 Jul 2027 00:00:00 GMT',
    });
  });

  it('sends them with a refusal of its input too', async () => {
    const response = await request(app.getHttpServer())
      .get(`/stock-gifts/estimate?symbol=${'V'.repeat(21)}&shares=10&date=2026-01-02`)
      .expect(400);
    expect(response.headers).toHaveProperty('sunset', 'Thu, 01 Jul 2027 00:00:00 GMT');
  });

  it('leaves the answers of a current route alone', async () => {
    const response = await request(app.getHttpServer()).get('/health').expect(200);
    expect(response.headers).not.toHaveProperty('deprecation');
    expect(response.headers).not.toHaveProperty('sunset');
  });
});
