import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { useFeatureFlags } from '../../tenant/use-tenant';
import { NotFoundPage } from '../not-found/NotFoundPage';
import type { InfoPage } from './info-page';
import { ParagraphView } from './ParagraphView';
import type { InfoPagePath } from './info-page-paths';
import { INFO_PAGES } from './info-pages';
import { AnalyticsChoice } from '../../analytics/AnalyticsChoice';

const Content = ({ page }: { readonly page: InfoPage }) => {
  usePageTitle(page.title, page.description);
  return (
    <article className="page">
      <h1>{page.heading}</h1>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs?.map((paragraph, index) => (
            <ParagraphView key={index} paragraph={paragraph} />
          ))}
          {section.control === 'analytics-choice' && <AnalyticsChoice />}
          {section.links && (
            <ul>
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.text}</Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
};

/**
 * An information page of the public shell, each with its own title and description (2.2); a page
 * behind a feature flag does not exist while the flag is off.
 */
export const InfoPageView = () => {
  const flags = useFeatureFlags();
  const path = useLocation().pathname;
  const page = INFO_PAGES[path as InfoPagePath] as InfoPage | undefined;
  return page && (!page.flag || flags[page.flag]) ? <Content page={page} /> : <NotFoundPage />;
};

export default InfoPageView;
