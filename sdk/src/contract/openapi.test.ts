import { CONTRACT } from './contract';
import { openApiDocument } from './openapi';

describe('openApiDocument', () => {
  const document = openApiDocument('1.2.3');

  it('describes every route of the contract under /v2', () => {
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => (operation as { operationId: string }).operationId),
    );
    expect(operations.sort()).toEqual(Object.keys(CONTRACT).sort());
    expect(Object.keys(document.paths)).toContain('/v2/tenant');
  });

  it("lists a route's known failures by status", () => {
    const getTenant = document.paths['/v2/tenant']?.get as { responses: Record<string, unknown> };
    expect(Object.keys(getTenant.responses).sort()).toEqual(['200', '400', '404', '500']);
  });
});
