import { Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../../session/ProtectedRoute';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { QcdAnswersPage } from './QcdAnswersPage';
import { QcdCharityPage } from './QcdCharityPage';
import { QcdFinalPage } from './QcdFinalPage';
import { QcdLegacyPage } from './QcdLegacyPage';
import { QcdPartnerPage, QcdPartnerStartAlias, QcdPartnerStepAlias } from './QcdPartnerPages';
import { QcdPersonalPage } from './QcdPersonalPage';
import { QcdRmdPage } from './QcdRmdPage';

/**
 * The QCD pages under /qcd/ (giving 2.6), in one chunk: a partner's pages, open to anyone, and
 * the account side's steps, for a signed-in owner. /qcd itself is the information page.
 */
export const QcdRoutes = () => (
  <Routes>
    <Route path=":partner" element={<QcdPartnerPage page="landing" />} />
    <Route path=":partner/give" element={<QcdPartnerPage page="give" />} />
    <Route path=":partner/learn" element={<QcdPartnerPage page="learn" />} />
    {['tax', 'manual'].map((way) => [
      <Route key={way} path={`:partner/${way}`} element={<QcdPartnerStartAlias />} />,
      <Route
        key={`${way}-qcd`}
        path={`:partner/${way}/:qcdId`}
        element={<QcdPartnerStepAlias step={way === 'tax' ? 'rmd' : 'answers'} />}
      />,
      <Route
        key={`${way}-review`}
        path={`:partner/${way}/:qcdId/review`}
        element={<QcdPartnerStepAlias step="final" />}
      />,
    ])}
    <Route element={<ProtectedRoute />}>
      <Route path="a/preliminary/personal" element={<QcdPersonalPage />} />
      <Route path="a/qcd/:qcdId" element={<QcdAnswersPage />} />
      <Route path="a/qcd/:qcdId/rmd" element={<QcdRmdPage />} />
      <Route path="a/qcd/:qcdId/charity" element={<QcdCharityPage />} />
      <Route path="a/qcd/:qcdId/legacy" element={<QcdLegacyPage />} />
      <Route path="a/qcd/:qcdId/final" element={<QcdFinalPage />} />
    </Route>
    <Route path="*" element={<NotFoundPage />} />
  </Routes>
);
