import { oneClickPath, type SmartGivingPageView } from '@bequest/sdk/app';
import { useSmartGivingPage } from '@bequest/sdk/react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { Loading } from '../../components/Loading';
import { useFeatureFlags } from '../../tenant/use-tenant';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { useNonprofitColor } from './use-nonprofit-color';
import { useWidgetHeight } from './use-widget-height';

/**
 * A way to give: in the page, the flow opens here; in the widget, in a new window, where the
 * site's own session works whatever the browser's third-party cookie rules (ADR 0029).
 */
const WayLink = ({
  path,
  widget,
  children,
}: {
  readonly path: string;
  readonly widget: boolean;
  readonly children: string;
}) =>
  widget ? (
    <a className="button button--primary" href={path} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new window)</span>
    </a>
  ) : (
    <Link className="button button--primary" to={path}>
      {children}
    </Link>
  );

const Page = ({
  page,
  widget,
}: {
  readonly page: SmartGivingPageView;
  readonly widget: boolean;
}) => {
  const themed = useNonprofitColor<HTMLElement>(page.primaryColor);
  const oneClick = useFeatureFlags().FW_NEW_ONE_CLICK_PAGES;
  useWidgetHeight(themed, widget ? page.widgetOrigins : undefined);
  return (
    <article className="page narrow smart-giving" ref={themed} aria-labelledby="smart-giving-title">
      <header className="smart-giving__header">
        {page.logoUrl && <img src={page.logoUrl} alt="" height={48} />}
        <h1 id="smart-giving-title">Give to {page.displayName}</h1>
      </header>
      {page.story && <p className="smart-giving__story">{page.story}</p>}
      <section aria-labelledby="ways-title">
        <h2 id="ways-title">Ways to give</h2>
        <ul className="smart-giving__ways">
          {page.ways.map(({ way, label, path }) => (
            <li key={way}>
              <WayLink path={path} widget={widget}>
                {label}
              </WayLink>
            </li>
          ))}
        </ul>
      </section>
      {oneClick && !widget && (
        <p>
          Already included {page.displayName} in your plans?{' '}
          <Link to={oneClickPath(page.urlName)}>Let them know in one step</Link>.
        </p>
      )}
    </article>
  );
};

/**
 * A nonprofit's smart giving page (giving 2.9) at /smartgiving/:urlName, and its widget at
 * /widget/smartgiving/:urlName (FW_SGS_WIDGET), shown alone inside the nonprofit's frame. Reading
 * it sets the partner cookie, so each flow it opens is attributed to the nonprofit (giving 4.8).
 */
export const SmartGivingPage = () => {
  const { urlName = '' } = useParams();
  const widget = useLocation().pathname.startsWith('/widget/');
  const widgetOn = useFeatureFlags().FW_SGS_WIDGET;
  const page = useSmartGivingPage(urlName);
  usePageTitle(page.data ? `Give to ${page.data.displayName}` : 'Ways to give');
  if (widget && !widgetOn) return <NotFoundPage />;
  if (page.isPending) return <Loading />;
  if (page.isError) return <NotFoundPage />;
  return <Page page={page.data} widget={widget} />;
};

export default SmartGivingPage;
