import { err } from 'neverthrow';
import { CONTRACT } from '../contract/contract';
import type { BequestClient } from './client-types';
import { readAnswer } from './read-answer';
import { RESOURCE_METHODS, withResources, type BequestResources } from './resources';
import { sendCall, type BequestClientOptions, type CallArguments } from './send-call';

export type { ApiFailure, BequestClientOptions } from './send-call';
export type { BequestClient, CallInput } from './client-types';

/** The resources of the whole client: every group but a firm's (`createFirmClient` has that). */
const PERSONAL_RESOURCES = (
  Object.keys(RESOURCE_METHODS) as (keyof typeof RESOURCE_METHODS)[]
).filter((resource) => resource !== 'clients');

/**
 * The typed client of every endpoint: each method validates nothing the server will not, sends
 * the call, and answers Ok with the parsed response or Err with the API's error.
 *
 * Every route is a method by its name (`getDocument`) and on its resource
 * (`bequest.documents.get`), the contract's groups; both are the same function.
 *
 * @example
 * const bequest = createBequestClient({ baseUrl: 'https://acme-wealth.example' });
 * const tenant = await bequest.tenant.get();
 * if (tenant.isOk()) console.log(tenant.value.configuration.branding.tenantDisplayName);
 */
export const createBequestClient = (
  options: BequestClientOptions,
): BequestClient & BequestResources =>
  withResources<BequestClient, BequestResources>(
    Object.fromEntries(
      Object.entries(CONTRACT).map(([name, route]) => [
        name,
        async (input?: CallArguments) => {
          const sent = await sendCall(options, route, input);
          return sent.isErr() ? err(sent.error) : readAnswer(route, sent.value);
        },
      ]),
    ) as unknown as BequestClient,
    PERSONAL_RESOURCES,
  );
