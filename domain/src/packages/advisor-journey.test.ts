import { advisorJourneySteps } from './advisor-journey';

describe('the advisor-tenant journey (platform-core.md 1, 2.10)', () => {
  it.each([
    [
      true,
      [
        'Choose a plan.',
        'Design and complete the documents.',
        'Optionally review the documents on a 30-minute call with an Estate Planning Strategist. The call gives no legal advice.',
        'Have the documents printed and mailed for signing.',
      ],
    ],
    [
      false,
      [
        'Choose a plan.',
        'Design and complete the documents.',
        'Have the documents printed and mailed for signing.',
      ],
    ],
  ])('strategist call offered: %s', (strategistCallEnabled, steps) => {
    expect(advisorJourneySteps(strategistCallEnabled)).toEqual(steps);
  });
});
