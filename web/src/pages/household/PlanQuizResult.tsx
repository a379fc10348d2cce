import type { PersonalPlan, PlanRecommendation } from '@bequest/sdk/app';
import { useEffect, useId, useRef } from 'react';

const PLAN_NAMES: Record<PersonalPlan, string> = {
  trust: 'Trust-based plan',
  will: 'Will-based plan',
  incapacity_only: 'Incapacity-only plan',
};

/** The quiz's suggestion and why; focus moves to it so it is read out as soon as it shows. */
export const PlanQuizResult = ({
  recommendation,
  onUse,
  onBack,
  onClose,
}: {
  readonly recommendation: PlanRecommendation;
  readonly onUse: () => void;
  readonly onBack: () => void;
  readonly onClose: () => void;
}) => {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        We suggest the {PLAN_NAMES[recommendation.plan]}
      </h3>
      <ul>
        {recommendation.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p className="field-hint">
        This is a general suggestion, not legal advice. You can choose any plan.
      </p>
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={onUse}>
          Use this plan
        </button>
        <button type="button" className="button" onClick={onBack}>
          Back to the questions
        </button>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
};
