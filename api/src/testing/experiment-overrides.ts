import { OverrideExperimentArm } from '@bequest/application';
import type { TestApp } from './test-app';

/**
 * Forces a person's arm of an experiment through the override use case, as staff would (ADR
 * 0023); null clears it. The person is their account id, as a session grant's user names it.
 */
export const forceExperimentArm = async (
  testApp: Pick<TestApp, 'app'>,
  person: { readonly tenantId?: string; readonly personId: string },
  experiment: string,
  arm: string | null,
) =>
  (
    await testApp.app.get(OverrideExperimentArm).execute({
      tenantId: person.tenantId ?? 'bequest',
      personId: person.personId,
      experiment,
      arm,
      setBy: 'test',
    })
  )._unsafeUnwrap();
