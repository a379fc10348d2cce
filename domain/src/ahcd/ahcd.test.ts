import { ahcdResumePath, AhcdSchema } from './ahcd';

describe('AHCD (documents.md 2.4, 3.2)', () => {
  it('sends the lists empty when absent and keeps other answers', () => {
    const ahcd = AhcdSchema.parse({
      randId: 'a1',
      profileId: 'p1',
      agentPowers: null,
      state: 'IL',
    });
    expect(ahcd.agentPowers).toEqual([]);
    expect(ahcd.lifeWorthLivingQualities).toEqual([]);
    expect(ahcd.specificOrgansToDonate).toEqual([]);
    expect(ahcd.state).toBe('IL');
  });

  const sections = {
    isComplete: false,
    isWishesSectionComplete: false,
    isValuesSectionComplete: false,
    isAgentSectionComplete: false,
    isPhysicianSectionComplete: false,
    isPersonalSectionComplete: false,
  };

  it.each([
    [null, '/ahcd/table-of-contents'],
    [{ isComplete: true }, '/ahcd/review/final'],
    [{ isWishesSectionComplete: true }, '/ahcd/review/final'],
    [
      { isValuesSectionComplete: true, isAgentSectionComplete: true },
      '/ahcd/end-of-life-wishes/life-prolongation-choice',
    ],
    [{ isAgentSectionComplete: true }, '/ahcd/values/life-worth-living'],
    [{ isPhysicianSectionComplete: true }, '/ahcd/agent/primary-agent'],
    [{ isPersonalSectionComplete: true }, '/ahcd/healthcare-provider/primary-physician'],
    [{}, '/ahcd/tutorial'],
  ])('%j → %s', (flags, path) => {
    expect(ahcdResumePath(flags === null ? null : { ...sections, ...flags })).toBe(path);
  });
});

describe('AHCD answers (documents.md 2.4, DECISIONS.md "Documents")', () => {
  it('reads agents, wishes and provisions, and names a field whose answer is not allowed', () => {
    const ahcd = AhcdSchema.parse({
      randId: 'a1',
      profileId: 'p1',
      primaryAgent: { fullName: { first: 'Ana', last: 'Diaz' }, phone: '555-0100' },
      lifeProlongationChoice: 'LIMIT',
      autopsy: 'AGENT_DECIDES',
    });
    expect(ahcd.primaryAgent?.fullName).toEqual({ first: 'Ana', middle: '', last: 'Diaz' });
    expect(ahcd.alternateAgent).toBeNull();
    expect(ahcd.lifeProlongationChoice).toBe('LIMIT');
    const bad = AhcdSchema.safeParse({ randId: 'a1', profileId: 'p1', autopsy: 'MAYBE' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['autopsy']);
  });
});
