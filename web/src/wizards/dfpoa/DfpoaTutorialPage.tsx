import { useCreateDocument } from '@bequest/sdk/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { FormFailure } from '../../forms/FormFailure';
import { useDfpoaWizard } from './dfpoa-context';

/** How the power of attorney works, then it is started (documents.md 2.5 /dfpoa/tutorial). */
export const DfpoaTutorialPage = () => {
  usePageTitle('How your power of attorney works');
  const { view } = useDfpoaWizard();
  const create = useCreateDocument('dfpoa');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const begin = async () => {
    const failed = view ? null : await create();
    if (failed) return setFailure(failed);
    navigate('/dfpoa/personal/1A');
  };
  return (
    <div className="step">
      <h1>How your power of attorney works</h1>
      <ul>
        <li>
          You name an agent to handle your money and property for you: paying bills, managing
          accounts, dealing with your home. It is “durable”: it keeps working if you lose the
          ability to decide for yourself.
        </li>
        <li>
          You choose each power your agent has, one at a time, and any limits on gifts and pay.
        </li>
        <li>
          Your state’s law decides some answers and how the document is signed; we apply it for you.
        </li>
        <li>It takes about 15 minutes. At the end you print it to sign before a notary.</li>
      </ul>
      <FormFailure message={failure} />
      <button type="button" className="button button--primary" onClick={() => void begin()}>
        {view ? 'Continue' : 'Start my power of attorney'}
      </button>
    </div>
  );
};

export default DfpoaTutorialPage;
