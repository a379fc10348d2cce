import type { SectionProgress } from '@bequest/sdk/app';

/** How far the document is, from its summary's progress (documents.md 3.1). */
export const WizardProgress = ({ progress }: { readonly progress: SectionProgress | null }) => {
  if (!progress || progress.totalProgressSections === 0) return null;
  const { progressSectionPosition: done, totalProgressSections: total } = progress;
  return (
    <div className="wizard-progress">
      <label htmlFor="wizard-progress">
        {done} of {total} sections done
      </label>
      <progress id="wizard-progress" max={total} value={done} />
    </div>
  );
};
