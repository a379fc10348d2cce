import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';

/** How the directive works, before the first question (documents.md 2.4 /ahcd/tutorial). */
export const TutorialPage = () => {
  usePageTitle('How your healthcare directive works');
  return (
    <div className="step">
      <h1>How your healthcare directive works</h1>
      <ul>
        <li>
          It only matters when you cannot speak for yourself; while you can, you decide as always.
        </li>
        <li>
          You name a healthcare agent, and backups, to decide for you, and the people who may see
          your medical information.
        </li>
        <li>
          You tell your agent and doctors what matters to you and what care you want at the end of
          life. Most questions are optional.
        </li>
        <li>At the end you download it with instructions for signing it in your state.</li>
      </ul>
      <Link className="button button--primary" to="/ahcd/personal/1">
        Begin
      </Link>
    </div>
  );
};

export default TutorialPage;
