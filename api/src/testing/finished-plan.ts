import type { BequestClient } from '@bequest/sdk';
import { TRUST_SECTIONS } from '@bequest/sdk/rules';
import { saveActiveProfile } from './people';

/**
 * Saves a will's or trust's sections after the first through the SDK, in order, each with its
 * answers (none where not given), and answers the document as it then is.
 */
export const completeSections = async (
  sdk: BequestClient,
  kind: 'will' | 'rlt',
  sections: readonly string[],
  answers: Readonly<Record<string, Record<string, unknown>>>,
) => {
  let version = (await sdk.getDocument({ params: { kind } }))._unsafeUnwrap().version;
  for (const section of sections.slice(1)) {
    const saved = await sdk.updateDocument({
      params: { kind },
      body: { version, changes: answers[section] ?? {}, completeSection: section },
    });
    version = saved._unsafeUnwrap().version;
  }
  return (await sdk.getDocument({ params: { kind } }))._unsafeUnwrap();
};

/**
 * A trust-based plan finished through the SDK: the profile's address, then the trust, the
 * directive and the power of attorney, each complete and valid.
 */
export const finishTrustBasedPlan = async (sdk: BequestClient) => {
  await saveActiveProfile(sdk, {
    birthDate: '03/09/1975',
    address1: '200 Harbor Way',
    city: 'Seattle',
    administrativeArea: 'WA',
    postalCode: '98101',
  });
  (await sdk.createDocument({ params: { kind: 'rlt' } }))._unsafeUnwrap();
  const person = { fullName: { first: 'Casey', middle: '', last: 'Rivera' } };
  await completeSections(sdk, 'rlt', TRUST_SECTIONS, {
    BASIC_INFO: { maritalStatus: 'SINGLE' },
    SUCCESSOR: { successorTrustees: [person] },
    WILL_EXECUTORS: { executors: [person] },
    RESIDUARY: {
      residuaryBeneficiaries: [{ ...person, level: 'NUMBER_1', allocationPercent: 100 }],
    },
  });
  await finishIncapacityDocuments(sdk);
};

/** A healthcare directive with each section answered through the SDK, with the answers given. */
export const finishDirective = async (
  sdk: BequestClient,
  answers: Readonly<Record<string, unknown>> = {},
) => {
  const ahcd = (await sdk.createDocument({ params: { kind: 'ahcd' } }))._unsafeUnwrap();
  return (
    await sdk.updateDocument({
      params: { kind: 'ahcd' },
      body: {
        version: ahcd.version,
        changes: {
          ...answers,
          isPersonalSectionComplete: true,
          isPhysicianSectionComplete: true,
          isAgentSectionComplete: true,
          isValuesSectionComplete: true,
          isWishesSectionComplete: true,
        },
      },
    })
  )._unsafeUnwrap();
};

/** The healthcare directive and the power of attorney, each finished through the SDK. */
export const finishIncapacityDocuments = async (sdk: BequestClient) => {
  await finishDirective(sdk);
  const dfpoa = (await sdk.createDocument({ params: { kind: 'dfpoa' } }))._unsafeUnwrap();
  (
    await sdk.updateDocument({
      params: { kind: 'dfpoa' },
      body: { version: dfpoa.version, completeSection: 'FINISHED' },
    })
  )._unsafeUnwrap();
};
