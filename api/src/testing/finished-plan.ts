import { TRUST_SECTIONS, type BequestClient } from '@bequest/sdk';

/**
 * A trust-based plan finished through the SDK: the profile's address, then the trust, the
 * directive and the power of attorney, each complete and valid.
 */
export const finishTrustBasedPlan = async (sdk: BequestClient) => {
  const { activeProfile } = (await sdk.getCurrentUser())._unsafeUnwrap();
  (
    await sdk.updateProfile({
      params: { profileId: activeProfile.randId },
      body: {
        version: activeProfile.version,
        birthDate: '03/09/1975',
        address1: '200 Harbor Way',
        city: 'Seattle',
        administrativeArea: 'WA',
        postalCode: '98101',
      },
    })
  )._unsafeUnwrap();
  let trust = (await sdk.createDocument({ params: { kind: 'rlt' } }))._unsafeUnwrap();
  const person = { fullName: { first: 'Casey', middle: '', last: 'Rivera' } };
  const answers: Record<string, Record<string, unknown>> = {
    BASIC_INFO: { maritalStatus: 'SINGLE' },
    SUCCESSOR: { successorTrustees: [person] },
    WILL_EXECUTORS: { executors: [person] },
    RESIDUARY: {
      residuaryBeneficiaries: [{ ...person, level: 'NUMBER_1', allocationPercent: 100 }],
    },
  };
  for (const section of TRUST_SECTIONS.slice(1))
    trust = (
      await sdk.updateDocument({
        params: { kind: 'rlt' },
        body: { version: trust.version, changes: answers[section] ?? {}, completeSection: section },
      })
    )._unsafeUnwrap();
  await finishIncapacityDocuments(sdk);
};

/** The healthcare directive and the power of attorney, each finished through the SDK. */
export const finishIncapacityDocuments = async (sdk: BequestClient) => {
  const ahcd = (await sdk.createDocument({ params: { kind: 'ahcd' } }))._unsafeUnwrap();
  (
    await sdk.updateDocument({
      params: { kind: 'ahcd' },
      body: {
        version: ahcd.version,
        changes: {
          isPersonalSectionComplete: true,
          isPhysicianSectionComplete: true,
          isAgentSectionComplete: true,
          isValuesSectionComplete: true,
          isWishesSectionComplete: true,
        },
      },
    })
  )._unsafeUnwrap();
  const dfpoa = (await sdk.createDocument({ params: { kind: 'dfpoa' } }))._unsafeUnwrap();
  (
    await sdk.updateDocument({
      params: { kind: 'dfpoa' },
      body: { version: dfpoa.version, completeSection: 'FINISHED' },
    })
  )._unsafeUnwrap();
};
