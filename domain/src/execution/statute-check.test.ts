import { AHCD_EXECUTION_RULES } from './ahcd-execution-rules';
import { auditProblems } from './statute-check';

describe('what makes a row auditable (issue 19)', () => {
  const today = '2026-11-25';
  const good = AHCD_EXECUTION_RULES.MO.livingWill;

  it('takes a row with its statute, check date and official page', () => {
    expect(auditProblems(good, today)).toEqual([]);
    expect(
      auditProblems({ ...good, readAt: 'http://copy.example/x', unverified: 'open' }, today),
    ).toEqual([]);
  });

  it.each([
    [{ statute: '' }, 'no statute'],
    [{ checkedOn: '2026-02-30' as const }, 'checkedOn is not a YYYY-MM-DD day'],
    [{ checkedOn: '9999-01-01' as const }, 'checkedOn is in the future'],
    [{ source: 'http://revisor.mo.gov/' }, 'source is not an https address'],
    [{ source: 'revisor' }, 'source is not an https address'],
    [{ readAt: good.source }, 'readAt is not another address'],
    [{ unverified: ' ' }, 'unverified is empty'],
  ])('refuses %j: %s', (change, problem) => {
    expect(auditProblems({ ...good, ...change }, today)).toEqual([problem]);
  });
});
