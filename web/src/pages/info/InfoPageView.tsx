import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { NotFoundPage } from '../not-found/NotFoundPage';
import type { InfoPagePath } from './info-page-paths';
import { INFO_PAGES, type InfoPage } from './info-pages';

const Content = ({ page }: { readonly page: InfoPage }) => {
  usePageTitle(page.title, page.description);
  return (
    <article className="page">
      <h1>{page.heading}</h1>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
};

/** An information page of the public shell, each with its own title and description (2.2). */
export const InfoPageView = () => {
  const page = INFO_PAGES[useLocation().pathname as InfoPagePath] as InfoPage | undefined;
  return page ? <Content page={page} /> : <NotFoundPage />;
};

export default InfoPageView;
