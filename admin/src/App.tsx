import { CacheProvider } from '@emotion/react';
import { Admin, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AttorneyConsultList } from './attorney-consults/AttorneyConsultList';
import { AttorneyConsultShow } from './attorney-consults/AttorneyConsultShow';
import { AttorneyDraftedList } from './attorney-drafted/AttorneyDraftedList';
import { AttorneyDraftedShow } from './attorney-drafted/AttorneyDraftedShow';
import { AttorneyNetworkPage } from './attorney-drafted/AttorneyNetworkPage';
import { AuditLogList } from './audit/AuditLogList';
import { AnalyticsEventList } from './analytics/AnalyticsEventList';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { FirmKeyList } from './firm-keys/FirmKeyList';
import { FirmWebhooksPage } from './firm-webhooks/FirmWebhooksPage';
import { MailOutboxList } from './mail/MailOutboxList';
import { MailTemplatePreview } from './mail/MailTemplatePreview';
import { NonprofitsPage } from './partners/NonprofitsPage';
import { PartnerCreate, PartnerEdit } from './partners/PartnerEdit';
import { PartnerList } from './partners/PartnerList';
import { ExternalPartnerPageList, SlugAliasList } from './partners/SlugRedirectLists';
import { PeopleList } from './people/PeopleList';
import { PersonShow } from './people/PersonShow';
import { PrintMailList } from './print-mail/PrintMailList';
import { PrintMailShow } from './print-mail/PrintMailShow';
import { SmartGivingList } from './smart-giving/SmartGivingList';
import { MarketingPage } from './marketing/MarketingPage';
import { SmartGivingShow } from './smart-giving/SmartGivingShow';
import { StaffLayout } from './StaffLayout';
import { StaffCallbackPage } from './sign-in/StaffCallbackPage';
import { StaffLoginPage } from './sign-in/StaffLoginPage';
import { StorageCenterList } from './storage/StorageCenterList';
import { StoredCopyShow } from './storage/StoredCopyShow';
import { StrategistCallList } from './strategist-calls/StrategistCallList';
import { StrategistCallShow } from './strategist-calls/StrategistCallShow';
import { styleCache } from './style-cache';
import { ExperimentList, FlagList } from './tenants/FlagLists';
import { TenantList } from './tenants/TenantList';
import { TenantShow } from './tenants/TenantShow';
import { staffTheme } from './theme';

/** react-admin with the console's resources, its sign-in page and the staff data provider. */
const Console = () => (
  <Admin
    title="Bequest staff console"
    dataProvider={dataProvider}
    authProvider={authProvider}
    loginPage={StaffLoginPage}
    layout={StaffLayout}
    theme={staffTheme}
    requireAuth
    disableTelemetry
  >
    <Resource name="people" options={{ label: 'People' }} list={PeopleList} show={PersonShow} />
    <Resource
      name="storage-center"
      options={{ label: 'Storage center' }}
      list={StorageCenterList}
      show={StoredCopyShow}
    />
    <Resource
      name="print-mail"
      options={{ label: 'Print and mail' }}
      list={PrintMailList}
      show={PrintMailShow}
    />
    <Resource
      name="attorney-consults"
      options={{ label: 'Attorney consults' }}
      list={AttorneyConsultList}
      show={AttorneyConsultShow}
    />
    <Resource
      name="attorney-drafted-plans"
      options={{ label: 'Attorney-drafted plans' }}
      list={AttorneyDraftedList}
      show={AttorneyDraftedShow}
    />
    <Resource
      name="attorney-network"
      options={{ label: 'Attorney network' }}
      list={AttorneyNetworkPage}
    />
    <Resource
      name="strategist-calls"
      options={{ label: 'Strategist calls' }}
      list={StrategistCallList}
      show={StrategistCallShow}
    />
    <Resource name="firm-api-keys" options={{ label: 'Firm API keys' }} list={FirmKeyList} />
    <Resource name="firm-webhooks" options={{ label: 'Firm webhooks' }} list={FirmWebhooksPage} />
    <Resource
      name="smart-giving"
      options={{ label: 'Smart giving pages' }}
      list={SmartGivingList}
      show={SmartGivingShow}
    />
    <Resource
      name="partners"
      options={{ label: 'Partners' }}
      list={PartnerList}
      edit={PartnerEdit}
      create={PartnerCreate}
    />
    <Resource name="slug-aliases" options={{ label: 'Old slugs' }} list={SlugAliasList} />
    <Resource
      name="external-partner-pages"
      options={{ label: 'External partner pages' }}
      list={ExternalPartnerPageList}
    />
    <Resource name="nonprofits" options={{ label: 'Nonprofits' }} list={NonprofitsPage} />
    <Resource name="mail-outbox" options={{ label: 'Mail outbox' }} list={MailOutboxList} />
    <Resource
      name="mail-templates"
      options={{ label: 'Mail templates' }}
      list={MailTemplatePreview}
    />
    <Resource name="marketing" options={{ label: 'Marketing' }} list={MarketingPage} />
    <Resource name="audit-log" options={{ label: 'Audit log' }} list={AuditLogList} />
    <Resource name="analytics" options={{ label: 'Product analytics' }} list={AnalyticsEventList} />
    <Resource name="tenants" options={{ label: 'Tenants' }} list={TenantList} show={TenantShow} />
    <Resource name="flags" options={{ label: 'Feature flags' }} list={FlagList} />
    <Resource name="experiments" options={{ label: 'Experiments' }} list={ExperimentList} />
  </Admin>
);

/**
 * The staff console (issue 24): react-admin under /internal-only, each resource offered to the
 * roles whose staff routes it calls (auth-provider.ts); the server checks every call again. The
 * sign-in callback is outside react-admin, whose check of the session would otherwise run (and
 * sign out) before the callback has set it.
 */
export const App = () => (
  <CacheProvider value={styleCache}>
    <BrowserRouter basename="/internal-only">
      <Routes>
        <Route path="/callback" element={<StaffCallbackPage />} />
        <Route path="/*" element={<Console />} />
      </Routes>
    </BrowserRouter>
  </CacheProvider>
);
