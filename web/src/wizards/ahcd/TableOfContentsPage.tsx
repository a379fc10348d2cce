import { useCreateDocument } from '@bequest/sdk/react';
import { ahcdResumePath, AHCD_SECTION_FLAGS, type AhcdStepSection } from '@bequest/sdk/app';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { FormFailure } from '../../forms/FormFailure';
import { useAhcdWizard } from './ahcd-context';

const SECTIONS: Record<AhcdStepSection, string> = {
  personal: 'About you',
  physician: 'Your doctors and hospital',
  agent: 'Your healthcare agent',
  values: 'Your values',
  wishes: 'Your end-of-life wishes and other provisions',
};

/** The directive's table of contents (documents.md 2.4): its sections, then start or continue. */
export const TableOfContentsPage = () => {
  usePageTitle('Your healthcare directive');
  const { ahcd } = useAhcdWizard();
  const create = useCreateDocument('ahcd');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const begin = async () => {
    if (ahcd) return navigate(ahcdResumePath(ahcd));
    const failed = await create();
    if (failed) return setFailure(failed);
    navigate('/ahcd/tutorial');
  };
  return (
    <div className="step">
      <h1>Your healthcare directive</h1>
      <p>
        A healthcare directive names the person who decides about your medical care when you cannot,
        and tells your doctors what you want. It takes about 15 minutes.
      </p>
      <ol className="contents">
        {Object.entries(SECTIONS).map(([section, title]) => (
          <li key={section}>
            {title}
            {ahcd?.[AHCD_SECTION_FLAGS[section as AhcdStepSection]] && (
              <span className="done"> (done)</span>
            )}
          </li>
        ))}
      </ol>
      <FormFailure message={failure} />
      <button type="button" className="button button--primary" onClick={() => void begin()}>
        {ahcd ? 'Continue my directive' : 'Start my directive'}
      </button>
    </div>
  );
};

export default TableOfContentsPage;
