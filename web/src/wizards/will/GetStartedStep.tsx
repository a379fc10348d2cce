import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useOutletContext } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { FormFailure } from '../../forms/FormFailure';
import { useBequest } from '../../sdk-client/bequest';
import { documentQueryKey } from '../../documents/use-document';
import type { WillContext } from './will-context';

const NEXT = '/will/basics/personal/profile';

/** The start of the will (documents.md 2.1): what it takes, then the will is created. */
export const GetStartedStep = () => {
  usePageTitle('Let’s make your will | Bequest');
  const existing = useOutletContext<WillContext | null>();
  const bequest = useBequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    if (existing) return navigate(NEXT);
    setStarting(true);
    const created = await bequest.createDocument({ params: { kind: 'will' }, body: {} });
    setStarting(false);
    if (created.isErr() && created.error.status !== 409)
      return setFailure(created.error.error.message);
    await queryClient.invalidateQueries({ queryKey: documentQueryKey('will') });
    await queryClient.invalidateQueries({ queryKey: ['me'] });
    navigate(NEXT);
  };

  return (
    <div className="step">
      <h1>Let’s make your will</h1>
      <p>
        Most people finish in under 20 minutes. We save every answer as you go, so you can stop and
        come back to the same question.
      </p>
      <h2>What you will be asked</h2>
      <ul>
        <li>Your legal name, birth date, state and county, and whether you are married</li>
        <li>Your children and pets, and who should care for them</li>
        <li>Who inherits your estate, in shares that add up to 100%, including any charities</li>
        <li>Any specific gifts, your funeral wishes, and who carries out your will</li>
      </ul>
      <p>
        It helps to have the full legal names of the people you want to name. At the end you
        download your will, with instructions for signing it in your state.
      </p>
      <FormFailure message={failure} />
      <button type="button" className="button button--primary" onClick={start} disabled={starting}>
        {existing ? 'Continue my will' : 'Start my will'}
      </button>
    </div>
  );
};

export default GetStartedStep;
