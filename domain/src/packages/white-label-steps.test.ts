import type { ProductRecords } from '../products/document-progress';
import { DocumentSummarySchema } from '../profiles/document-summary';
import type { EstatePlanPackageType } from './estate-plan-package-type';
import type { ProductPackageEvent } from './product-package-details';
import {
  allDocumentsComplete,
  householdStepsPackageType,
  isAttorneyDraftedVariant,
  planSummary,
  whiteLabelSteps,
} from './white-label-steps';

const finished = DocumentSummarySchema.parse({ randId: 'x', isComplete: true, isValid: true });
const started = DocumentSummarySchema.parse({ randId: 'y' });
const allFinished: ProductRecords = {
  will: finished,
  rlt: { ...finished, isJoint: false, referrer: null, refOrgId: null },
  ahcd: finished,
  dfpoa: finished,
  nonprobatePlans: [{ isComplete: true, updatedAt: null }],
};

const event = (
  eventType: ProductPackageEvent['eventType'],
  createdAt: string,
  packageType: EstatePlanPackageType = 'will_based',
): ProductPackageEvent => ({
  eventType,
  createdBy: 'p1',
  createdAt,
  packageDetails: { packageType, ahcdId: 'a', dfpoaId: 'd', estateId: 'w' },
});

describe('all documents complete (platform-core.md 4.11)', () => {
  it('needs every package document FINISHED for every member', () => {
    const owner = { packageType: 'will_based' as const, records: allFinished };
    expect(allDocumentsComplete([owner], false)).toBe(true);
    expect(allDocumentsComplete([owner], true)).toBe(true);
    expect(
      allDocumentsComplete(
        [owner, { packageType: 'incapacity_only', records: { ahcd: finished, dfpoa: started } }],
        false,
      ),
    ).toBe(false);
    expect(
      allDocumentsComplete(
        [{ packageType: 'will_based', records: { ...allFinished, will: started } }],
        false,
      ),
    ).toBe(false);
    expect(allDocumentsComplete([{ packageType: null, records: allFinished }], false)).toBe(false);
    expect(allDocumentsComplete([{ packageType: 'no_required_docs', records: {} }], false)).toBe(
      true,
    );
  });
});

describe('white-label steps (platform-core.md 4.11)', () => {
  const steps = (records: ProductRecords, events: ProductPackageEvent[], strategistCall = true) =>
    whiteLabelSteps({
      packageType: 'will_based',
      strategistCallEnabled: strategistCall,
      members: [{ packageType: 'will_based', records }],
      events,
      beneficiaryPlan: false,
      timeZone: 'America/Los_Angeles',
    });

  it('incomplete documents: step 2 open, calls and mail disabled', () => {
    const result = steps({ will: started }, []);
    expect(result.documents).toEqual({
      title: 'Complete your documents',
      expandedByDefault: true,
      showToggle: false,
    });
    expect(result.strategistCall).toMatchObject({
      complete: false,
      cta: 'Schedule a call',
      expanded: true,
      buttonsEnabled: false,
    });
    expect(result.printAndMail).toMatchObject({
      requestEnabled: false,
      requestAgainEnabled: false,
    });
  });

  it('complete documents without a call: step 3 enabled, mail still waits for it', () => {
    const result = steps(allFinished, []);
    expect(result.documents.title).toBe('Your documents are complete.');
    expect(result.strategistCall.buttonsEnabled).toBe(true);
    expect(result.printAndMail.requestEnabled).toBe(false);
  });

  it('without the strategist call, mail waits for the documents alone', () => {
    expect(steps({ will: started }, [], false).printAndMail.requestEnabled).toBe(false);
    expect(steps(allFinished, [], false).printAndMail.requestEnabled).toBe(true);
  });

  it.each([
    ['SCHEDULE_STRATEGIST_CALL', 'Thanks for scheduling a call with a strategist.'],
    ['SKIP_STRATEGIST_CALL', 'You skipped scheduling a call with a strategist.'],
  ] as const)('after %s the step reads %s', (eventType, label) => {
    const result = steps(allFinished, [event(eventType, '2026-11-01T10:00:00Z')]);
    expect(result.strategistCall).toMatchObject({
      complete: true,
      label,
      cta: 'Schedule another call',
      expanded: false,
    });
    expect(result.printAndMail.requestEnabled).toBe(true);
  });

  it('the newest mail request gives the local date; other packages’ events are ignored', () => {
    const result = steps(allFinished, [
      event('REQUEST_PRINT_AND_MAIL', '2026-10-01T10:00:00Z'),
      event('REQUEST_PRINT_AND_MAIL', '2026-11-02T03:00:00Z'),
      event('REQUEST_PRINT_AND_MAIL', '2026-12-25T10:00:00Z', 'trust_based'),
    ]);
    expect(result.printAndMail).toMatchObject({ complete: true, lastRequestedOn: '2026-11-01' });
    expect(result.strategistCall.complete).toBe(false);
  });
});

describe('attorney-drafted variant, household package and step 1 (platform-core.md 2.11, 4.11)', () => {
  it.each([
    [true, 'acme-wealth', 'attorney_drafted', true],
    [false, 'acme-wealth', 'attorney_drafted', false],
    [true, 'benefitco', 'attorney_drafted', false],
    [true, 'bequest', 'attorney_drafted', false],
    [true, 'willow', 'attorney_drafted', false],
    [true, 'unknown-firm', 'attorney_drafted', false],
    [true, 'acme-wealth', 'self_directed', false],
    [true, 'acme-wealth', null, false],
  ] as const)('flag %s, tenant %s, %s → %s', (flag, tenantId, type, expected) => {
    expect(
      isAttorneyDraftedVariant({ clientCounselFlag: flag, tenantId, clientProductType: type }),
    ).toBe(expected);
  });

  it.each([
    ['custom_plan', false, null],
    [null, false, 'will_based'],
    ['incapacity_only', false, 'incapacity_only'],
    ['custom_plan', true, 'trust_based'],
  ] as const)('household choice %s, joint trust %s → %s', (choice, joint, packageType) => {
    expect(householdStepsPackageType(choice, joint)).toBe(packageType);
  });

  it.each([
    ['will_based', null, 'You selected a will-based plan'],
    ['trust_based', 'self_directed', 'You selected a trust-based plan'],
    ['will_only', null, 'You selected a will-based plan and opted out of incapacity documents'],
    ['trust_only', null, 'You selected a trust-based plan and opted out of incapacity documents'],
    ['incapacity_only', null, 'You selected an incapacity-only plan'],
    ['custom_plan', null, 'You selected a custom plan'],
    ['will_based', 'attorney_drafted', 'You selected an Attorney-drafted plan'],
  ] as const)('%s (%s) → %s', (choice, type, summary) => {
    expect(planSummary(choice, type)).toBe(summary);
  });
});
