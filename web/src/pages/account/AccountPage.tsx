import { DOCUMENT_DISPLAY_NAMES } from '@bequest/sdk';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { useCurrentUser } from '../../session/use-current-user';

/** The account page (platform-core.md 2.11): the person and the documents they hold. */
export const AccountPage = () => {
  usePageTitle('My account | Bequest');
  const user = useCurrentUser();
  if (!user.data) return null;
  const profile = user.data.activeProfile;
  const documents = (['will', 'rlt', 'ahcd', 'dfpoa'] as const).flatMap((field) => {
    const summary = profile[field];
    return summary ? [{ field, summary }] : [];
  });
  return (
    <div className="page">
      <h1>Welcome, {profile.fullName.first || 'friend'}</h1>
      <h2>Your Estate Plan</h2>
      {documents.length === 0 ? (
        <p>
          You have not started a document yet. <Link to="/will">Start your will</Link>.
        </p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Document</th>
              <th scope="col">Progress</th>
            </tr>
          </thead>
          <tbody>
            {documents.map(({ field, summary }) => (
              <tr key={field}>
                <td>
                  {
                    DOCUMENT_DISPLAY_NAMES[
                      field.toUpperCase() as keyof typeof DOCUMENT_DISPLAY_NAMES
                    ]
                  }
                </td>
                <td>
                  {summary.progress
                    ? `${summary.progress.progressSectionPosition} of ${summary.progress.totalProgressSections} sections`
                    : 'Not started'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
};

export default AccountPage;
