import { Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../../session/ProtectedRoute';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { DafConfirmPage } from './DafConfirmPage';
import { DafEditGrantPage, DafNewGrantPage } from './DafGrantFormPages';
import { DafStartPage } from './DafStartPage';
import { DafSummaryPage } from './DafSummaryPage';

/**
 * The DAF grant pages under /daf (giving 2.7), in one chunk: choosing the charity, open to
 * anyone, on a partner's page (/daf/:partner) or not (/daf); then, for a signed-in donor, the
 * grant's answers (/daf/:partner/grant), its confirmation and its summary. Without a partner the
 * partner segment is NO_PARTNER.
 */
export const DafRoutes = () => (
  <Routes>
    <Route index element={<DafStartPage />} />
    <Route path=":partner" element={<DafStartPage />} />
    <Route element={<ProtectedRoute />}>
      <Route path=":partner/grant" element={<DafNewGrantPage />} />
      <Route path=":partner/:dafId/edit" element={<DafEditGrantPage />} />
      <Route path=":partner/:dafId/confirm" element={<DafConfirmPage />} />
      <Route path=":partner/:dafId/summary" element={<DafSummaryPage />} />
    </Route>
    <Route path="*" element={<NotFoundPage />} />
  </Routes>
);
