import {
  PLAN_QUIZ_QUESTIONS,
  PlanQuizSchema,
  recommendPlan,
  type PlanQuizAnswers,
  type PlanQuizForm,
  type PlanQuizQuestion,
  type PlanRecommendation,
} from '@bequest/sdk/app';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { Modal } from '../../components/Modal';
import { FieldIdScope } from '../../forms/field-error';
import { FormChoices } from '../../forms/FormChoices';
import type { HouseholdFormValues } from './household-form';
import { PlanQuizResult } from './PlanQuizResult';

const QUESTIONS = Object.entries<PlanQuizQuestion>(PLAN_QUIZ_QUESTIONS).map(([name, question]) => ({
  name,
  legend: question.text,
  hint: question.hint,
  choices: Object.entries(question.choices).map(([value, label]) => ({ value, label })),
}));

/**
 * The quiz's questions, then its suggestion, which can become the household's plan. The answers
 * are kept while the suggestion shows, for the way back to them.
 */
const PlanQuizQuestions = ({ onClose }: { readonly onClose: () => void }) => {
  const household = useFormContext<HouseholdFormValues>();
  const [recommendation, setRecommendation] = useState<PlanRecommendation | null>(null);
  const intro = useRef<HTMLParagraphElement>(null);
  const cameBack = useRef(false);
  useEffect(() => {
    if (!recommendation && cameBack.current) intro.current?.focus();
  }, [recommendation]);
  const quiz = useForm<PlanQuizForm, unknown, PlanQuizAnswers>({
    resolver: zodResolver(PlanQuizSchema),
    defaultValues: {},
  });
  const submit = quiz.handleSubmit((answers) => setRecommendation(recommendPlan(answers)));
  const use = (plan: PlanRecommendation['plan']) => {
    household.setValue('plan', plan, {
      shouldDirty: true,
      shouldValidate: household.formState.isSubmitted,
    });
    onClose();
  };
  return (
    <>
      <FieldIdScope>
        <FormProvider {...quiz}>
          <form
            hidden={recommendation !== null}
            onSubmit={(event) => void submit(event)}
            noValidate
          >
            <p ref={intro} tabIndex={-1}>
              Answer a few short questions and we will suggest the plan that may fit you best.
            </p>
            {QUESTIONS.map((question) => (
              <FormChoices key={question.name} {...question} />
            ))}
            <div className="form-actions">
              <button type="submit" className="button button--primary">
                See my plan
              </button>
              <button type="button" className="button" onClick={onClose}>
                Close
              </button>
            </div>
          </form>
        </FormProvider>
      </FieldIdScope>
      {recommendation && (
        <PlanQuizResult
          recommendation={recommendation}
          onUse={() => use(recommendation.plan)}
          onBack={() => {
            cameBack.current = true;
            setRecommendation(null);
          }}
          onClose={onClose}
        />
      )}
    </>
  );
};

/** The household page's "two-minute quiz" link (platform-core.md 2.9). */
export const PlanQuizLink = ({ onOpen }: { readonly onOpen: () => void }) => (
  <p>
    Not sure which plan fits you?{' '}
    <button type="button" className="link-button" onClick={onOpen}>
      Take our two-minute quiz
    </button>
  </p>
);

/**
 * The quiz's dialog. It sits beside the household form, not in it, since a form may not hold
 * another; it sets the household form's plan through their shared form context.
 */
export const PlanQuizDialog = ({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) => (
  <Modal open={open} onClose={onClose} title="Which plan fits you?">
    <PlanQuizQuestions onClose={onClose} />
  </Modal>
);
