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
