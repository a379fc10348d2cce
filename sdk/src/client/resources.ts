import { RESOURCE_METHODS } from './resources.generated';

export type { BequestResources, FirmResources } from './resources.generated';
export * from './resources.generated';

type ResourceName = keyof typeof RESOURCE_METHODS;

/**
 * Puts the named resources on a client: each an object of the client's own methods under their
 * resource's names (`client.documents.get` is `client.getDocument`).
 */
export const withResources = <Client extends object, Resources>(
  client: Client,
  resources: readonly ResourceName[],
): Client & Resources => {
  const methods = client as unknown as Record<string, unknown>;
  for (const resource of resources)
    Object.defineProperty(client, resource, {
      enumerable: false,
      value: Object.freeze(
        Object.fromEntries(
          Object.entries(RESOURCE_METHODS[resource]).map(([method, route]) => [
            method,
            methods[route],
          ]),
        ),
      ),
    });
  return client as Client & Resources;
};
