import { AHCD_PATHS, AhcdSchema } from '../ahcd';
import { ahcdSigningSteps } from './ahcd-signing-steps';
import { ahcdAnswerForm, ahcdAnswerSchema, ahcdPersonalDetailsSchema } from './ahcd-answer-forms';
import {
  AHCD_STEPS,
  ahcdFlagCompletedBy,
  ahcdPathAfter,
  ahcdPathBefore,
  ahcdStepsFor,
  type AhcdQuestion,
} from './ahcd-steps';

const question = (path: string): AhcdQuestion =>
  AHCD_STEPS.find((step) => step.path === path)!.question;

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? {}
    : Object.fromEntries(
        result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
      );

describe('the healthcare directive steps (documents.md 2.4)', () => {
  it('has every step the specification lists, under its section', () => {
    const paths = AHCD_STEPS.map((step) => step.path);
    for (const path of [
      '/ahcd/personal/1',
      '/ahcd/personal/2',
      '/ahcd/healthcare-provider/preferred-hospital',
      '/ahcd/agent/utah-powers-acknowledgement',
      '/ahcd/agent/utah-powers-acknowledgement-2',
      '/ahcd/values/on-a-good-day',
      '/ahcd/end-of-life-wishes/wishes-when-pregnant',
      '/ahcd/provisions/miscellany',
      AHCD_PATHS.physician,
      AHCD_PATHS.agent,
      AHCD_PATHS.lifeWorthLiving,
      AHCD_PATHS.lifeProlongationChoice,
    ])
      expect(paths).toContain(path);
  });

  it.each(['UT', 'OR'])('sets each section flag once, in order, in %s', (state) => {
    const flags = ahcdStepsFor(null, state).flatMap(
      (step) => ahcdFlagCompletedBy(null, state, step.path) ?? [],
    );
    expect(flags).toEqual([
      'isPersonalSectionComplete',
      'isPhysicianSectionComplete',
      'isAgentSectionComplete',
      'isValuesSectionComplete',
      'isWishesSectionComplete',
    ]);
  });

  it('shows the two Utah acknowledgements to Utah residents only', () => {
    const utah = ahcdStepsFor(null, 'UT').map((step) => step.path);
    const oregon = ahcdStepsFor(null, 'OR').map((step) => step.path);
    expect(utah.length - oregon.length).toBe(2);
    expect(ahcdPathAfter(null, 'UT', '/ahcd/agent/general-powers')).toBe(
      '/ahcd/agent/utah-powers-acknowledgement',
    );
    expect(ahcdPathAfter(null, 'OR', '/ahcd/agent/general-powers')).toBe(
      '/ahcd/agent/specific-powers',
    );
  });

  it('asks what the agent may decide before what the agent must not (issue 21)', () => {
    const paths = AHCD_STEPS.map((step) => step.path);
    expect(paths.indexOf('/ahcd/agent/general-powers')).toBeLessThan(
      paths.indexOf('/ahcd/agent/specific-powers'),
    );
  });

  it('asks about medical records once (issue 21)', () => {
    const mentions = AHCD_STEPS.flatMap((step) => [
      step.title,
      ...('choices' in step.question ? step.question.choices.map((choice) => choice.label) : []),
    ]).filter((text) => /medical records/i.test(text));
    expect(mentions).toEqual(['May your agent get your medical records?']);
  });

  it.each([
    ['PROLONG', false, true],
    ['LIMIT', true, false],
    ['AGENT_DECIDES', true, true],
    [null, true, true],
  ] as const)(
    'after the choice %s, asks only the care questions it leaves open',
    (lifeProlongationChoice, asksLimitedCare, asksProlongation) => {
      const answers = { lifeProlongationChoice };
      const shown = ahcdStepsFor(answers, 'OR').map((step) => step.path);
      const wishes = '/ahcd/end-of-life-wishes';
      expect(shown.includes(`${wishes}/terms-of-limited-care`)).toBe(asksLimitedCare);
      expect(shown.includes(`${wishes}/terms-of-prolongation`)).toBe(asksProlongation);
      const [first] = shown.filter((path) => path.startsWith(`${wishes}/terms-of-`));
      expect(ahcdPathAfter(answers, 'OR', `${wishes}/artificial-nutrition`)).toBe(first);
      expect(ahcdPathBefore(answers, 'OR', `${wishes}/terms-of-comfort-care`)).toBe(
        asksProlongation ? `${wishes}/terms-of-prolongation` : `${wishes}/terms-of-limited-care`,
      );
    },
  );

  it('closes the agent section on the last agent step of the state', () => {
    expect(ahcdFlagCompletedBy(null, 'UT', '/ahcd/agent/utah-powers-acknowledgement-2')).toBe(
      'isAgentSectionComplete',
    );
    expect(ahcdFlagCompletedBy(null, 'UT', '/ahcd/agent/organ-donation-power')).toBeNull();
    expect(ahcdFlagCompletedBy(null, 'OR', '/ahcd/agent/organ-donation-power')).toBe(
      'isAgentSectionComplete',
    );
  });

  it('goes from the tutorial to the review', () => {
    expect(ahcdPathBefore(null, 'CA', '/ahcd/personal/1')).toBe('/ahcd/tutorial');
    expect(ahcdPathAfter(null, 'CA', '/ahcd/provisions/miscellany')).toBe('/ahcd/review/final');
  });
});

describe('the answers', () => {
  const blankPerson = { first: '', middle: '', last: '', relationship: '', phone: '' };

  it('needs an agent, and reads a blank optional doctor as none', () => {
    const agent = ahcdAnswerSchema(question('/ahcd/agent/primary-agent'));
    expect(messages(agent.safeParse({ answer: blankPerson }))).toEqual({
      'answer.first': 'Please enter their legal first name',
      'answer.last': 'Please enter their legal last name',
    });
    const doctor = ahcdAnswerSchema(question('/ahcd/healthcare-provider/primary-physician'));
    expect(doctor.parse({ answer: blankPerson })).toEqual({ answer: null });
    expect(
      messages(
        doctor.safeParse({ answer: { ...blankPerson, first: 'Ana', last: 'Ruiz', phone: '12' } }),
      ),
    ).toEqual({
      'answer.phone': 'Please enter a valid phone number',
    });
  });

  it('asks "Do you have another doctor?" with a yes or no, and a name only after a yes', () => {
    const another = ahcdAnswerSchema(question('/ahcd/healthcare-provider/alternate-physician'));
    expect(messages(another.safeParse({ answer: { appoint: null, person: blankPerson } }))).toEqual(
      {
        'answer.appoint': 'Please select a response to continue.',
      },
    );
    expect(
      messages(another.safeParse({ answer: { appoint: 'yes', person: blankPerson } })),
    ).toEqual({
      'answer.person.first': 'Please enter their legal first name',
      'answer.person.last': 'Please enter their legal last name',
    });
    const leftBehind = { ...blankPerson, first: 'Ana', last: 'Ruiz', phone: '12' };
    expect(another.parse({ answer: { appoint: 'no', person: leftBehind } })).toEqual({
      answer: null,
    });
    const ana = another.parse({ answer: { appoint: 'yes', person: { ...leftBehind, phone: '' } } });
    expect(ana.answer).toMatchObject({ fullName: { first: 'Ana', last: 'Ruiz' }, phone: null });
  });

  it('shows "No" again for a doctor section finished without another doctor', () => {
    const alternate = question('/ahcd/healthcare-provider/alternate-physician');
    const started = AhcdSchema.parse({ randId: 'a', profileId: 'p' });
    expect(ahcdAnswerForm(alternate, started)).toMatchObject({ answer: { appoint: null } });
    const finished = { ...started, isPhysicianSectionComplete: true };
    expect(ahcdAnswerForm(alternate, finished)).toMatchObject({ answer: { appoint: 'no' } });
  });

  it('asks for a yes or no, and for Utah’s confirmation', () => {
    const yesNo = ahcdAnswerSchema(question('/ahcd/provisions/organ-donation'));
    expect(messages(yesNo.safeParse({ answer: null }))).toEqual({
      answer: 'Please select a response to continue.',
    });
    expect(yesNo.parse({ answer: 'yes' })).toEqual({ answer: true });
    const acknowledgement = ahcdAnswerSchema(question('/ahcd/agent/utah-powers-acknowledgement'));
    expect(messages(acknowledgement.safeParse({ answer: false }))).toEqual({
      answer: 'Please confirm to continue.',
    });
  });

  it('shows a saved answer again', () => {
    const ahcd = AhcdSchema.parse({
      randId: 'a',
      profileId: 'p',
      wantsOrganDonation: false,
      hipaaAgents: ['Joon Park'],
    });
    expect(ahcdAnswerForm(question('/ahcd/provisions/organ-donation'), ahcd)).toEqual({
      answer: 'no',
    });
    expect(ahcdAnswerForm(question('/ahcd/agent/hipaa-agents'), ahcd)).toEqual({
      answer: [{ name: 'Joon Park' }],
    });
  });

  it('checks the personal details in the words of platform-core.md 5', () => {
    const details = ahcdPersonalDetailsSchema(new Date(2026, 10, 23));
    expect(
      messages(
        details.safeParse({
          birthDate: '',
          phone: '',
          address1: '',
          city: 'Provo',
          administrativeArea: 'UT',
          postalCode: '8460',
        }),
      ),
    ).toEqual({
      birthDate: 'Please enter your date of birth',
      address1: 'Please enter your address',
      postalCode: 'Please enter your zip code',
    });
  });
});

describe('signing the directive', () => {
  it('follows the state’s rule', () => {
    expect(ahcdSigningSteps('UT')[1]).toBe(
      'In Utah, sign it in front of one adult witness; the witness signs after you.',
    );
    expect(ahcdSigningSteps('CA')[1]).toContain('2 adult witnesses or a notary');
  });
});

describe('a step the state does not show', () => {
  it('leads on to the next step shown, and back to the one before', () => {
    expect(ahcdPathAfter(null, 'OR', '/ahcd/agent/utah-powers-acknowledgement')).toBe(
      '/ahcd/agent/specific-powers',
    );
    expect(ahcdPathBefore(null, 'OR', '/ahcd/agent/specific-powers')).toBe(
      '/ahcd/agent/general-powers',
    );
    expect(ahcdPathBefore(null, 'UT', '/ahcd/agent/specific-powers')).toBe(
      '/ahcd/agent/utah-powers-acknowledgement',
    );
  });
});
