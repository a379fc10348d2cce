import { AhcdSchema } from '../ahcd';
import { ahcdAnswerForm, ahcdAnswerSchema } from './ahcd-answer-forms';
import { AHCD_STEPS, type AhcdQuestion } from './ahcd-steps';

/** A typed answer of each kind of question, as the form holds it. */
const typed = (question: AhcdQuestion): unknown => {
  switch (question.kind) {
    case 'person':
      return {
        first: 'Joon',
        middle: 'H',
        last: 'Park',
        relationship: 'brother',
        phone: '(801) 555-0100',
      };
    case 'another-person':
      return {
        appoint: 'yes',
        person: { first: 'Ana', middle: '', last: 'Ruiz', relationship: '', phone: '' },
      };
    case 'names':
      return [{ name: 'Joon Park' }];
    case 'text':
      return 'Music and my dog nearby';
    case 'yes-no':
      return 'no';
    case 'choice':
    case 'checkboxes':
      return question.kind === 'choice' ? question.choices[0]!.value : [question.choices[1]!.value];
    case 'acknowledgement':
      return true;
    default:
      return null;
  }
};

const empty = AhcdSchema.parse({ randId: 'a', profileId: 'p' });
const answered = AHCD_STEPS.filter((step) => 'field' in step.question);

describe('every directive answer is saved and shown again as typed', () => {
  it.each(answered.map((step) => [step.path, step.question] as const))('%s', (_path, question) => {
    const { answer } = ahcdAnswerSchema(question).parse({ answer: typed(question) });
    const field = (question as { field: string }).field;
    const saved = AhcdSchema.parse({ ...empty, [field]: answer });
    expect(ahcdAnswerForm(question, saved)).toEqual({ answer: typed(question) });
  });

  it.each(answered.map((step) => [step.path, step.question] as const))(
    '%s starts unanswered',
    (_path, question) => {
      const { answer } = ahcdAnswerForm(question, empty);
      const shown =
        question.kind === 'person'
          ? null
          : question.kind === 'another-person'
            ? (answer as { appoint: unknown }).appoint
            : answer;
      expect([null, '', false, []]).toContainEqual(shown);
    },
  );

  it('reads a blank text as no answer', () => {
    const text = AHCD_STEPS.find((step) => step.question.kind === 'text')!.question;
    expect(ahcdAnswerSchema(text).parse({ answer: '  ' })).toEqual({ answer: null });
  });

  it('leaves the personal steps to the profile', () => {
    expect(() => ahcdAnswerSchema({ kind: 'personal-name' })).toThrow('answered on the profile');
    expect(ahcdAnswerForm({ kind: 'personal-details' }, empty)).toEqual({ answer: null });
  });
});
