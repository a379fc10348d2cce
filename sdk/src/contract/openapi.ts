import { TENANT_CONFIGURATIONS } from '@bequest/domain';
import { CONTRACT } from './contract';
import { operationOf } from './openapi-operation';
import { SECURITY_SCHEMES } from './openapi-security';
import { webhooksOf } from './openapi-webhooks';
import { API_BASE_PATH } from './route-address';
import type { Route } from './route';

const openApiPath = (path: string): string => path.replace(/:([A-Za-z]+)/g, '{$1}');

/** The OpenAPI 3.1 document of the whole contract, served at /v2/openapi.json. */
export const openApiDocument = (version: string) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, route] of Object.entries(CONTRACT) as [string, Route][]) {
    const path = `${route.prefixed ? API_BASE_PATH : ''}${openApiPath(route.path)}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(name, route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bequest API',
      version,
      description:
        'Free estate planning and charitable giving, white-labeled for partner firms. Version 2 changes only by additions; a breaking change comes as a new major path. A route on its way out is marked deprecated and answers with `Deprecation` and `Sunset` headers, and keeps answering until its sunset date, at least six months on.',
      contact: { name: 'Bequest help', email: TENANT_CONFIGURATIONS.bequest.contacts.helpEmail },
      license: { name: 'Proprietary: the Bequest Terms of Service', url: '/terms' },
    },
    servers: [
      {
        url: '/',
        description:
          'The host this document was read from: every tenant, each partner firm among them, answers the API on its own host',
      },
    ],
    paths,
    webhooks: webhooksOf(),
    components: { securitySchemes: SECURITY_SCHEMES },
  };
};
