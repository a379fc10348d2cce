import {
  ATTORNEY_CONSULT_REQUESTS,
  ATTORNEY_DRAFTED_PLANS,
  ATTORNEY_NETWORK,
  ApplyStorageRetention,
  AuditTrail,
  ListAttorneyDraftedPlans,
  ListAttorneyNetwork,
  ListMyAttorneyDraftedPlans,
  MarkAttorneyDraftedPlan,
  OpenAttorneyDraftedPlan,
  SaveAttorneyNetworkMember,
  ViewAttorneyDraftedPlan,
  CompleteStaffSignIn,
  EndStaffSession,
  ListAttorneyConsultRequests,
  ListAuditEntries,
  ListAnalyticsEvents,
  ExportAnalyticsEvents,
  ListMyAttorneyConsultRequests,
  ListMyPrintMailRequests,
  ListPrintMailRequests,
  ListStrategistCalls,
  ListMyStrategistCalls,
  ViewAttorneyConsultRequest,
  ViewPrintMailRequest,
  ViewStrategistCall,
  MarkAttorneyConsultRequest,
  MarkPrintMailRequest,
  MarkStrategistCall,
  OpenAttorneyConsultRequest,
  OpenPrintMailRequest,
  OpenStrategistCall,
  PRINT_MAIL_REQUESTS,
  ListStaffAccess,
  ListStoredCopies,
  OpenPersonRecord,
  PERSON_RECORDS,
  PEOPLE_ACTION_USE_CASES,
  TENANT_CONFIGURATION_REPOSITORY,
  TENANT_SETTINGS,
  TENANT_SETTINGS_USE_CASES,
  SearchPeople,
  STAFF_AUDIT_LOG,
  STAFF_PEOPLE_DIRECTORY,
  STAFF_SESSIONS,
  STAFF_SIGN_IN_SETTINGS,
  StaffSessionOf,
  StartStaffSignIn,
  STORED_COPIES,
  STRATEGIST_CALLS,
  DownloadStoredCopy,
  VerifyStoredCopy,
  type StaffSignInSettings,
} from '@bequest/application';
import {
  PostgresAttorneyConsultRequests,
  PostgresAttorneyDraftedPlans,
  PostgresAttorneyNetwork,
  PostgresPrintMailRequests,
  PostgresStaffAuditLog,
  PostgresStaffPeopleDirectory,
  PostgresPersonRecords,
  PostgresStaffSessions,
  PostgresStoredCopies,
  PostgresStrategistCalls,
  type BlobStore,
} from '@bequest/adapters';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Container } from 'inversify';

/** The staff console's use cases, exposed to its controllers. */
export const STAFF_USE_CASES = [
  StartStaffSignIn,
  CompleteStaffSignIn,
  StaffSessionOf,
  EndStaffSession,
  SearchPeople,
  OpenPersonRecord,
  ListStoredCopies,
  DownloadStoredCopy,
  VerifyStoredCopy,
  ApplyStorageRetention,
  ListAuditEntries,
  ListStaffAccess,
  ListPrintMailRequests,
  ViewPrintMailRequest,
  MarkPrintMailRequest,
  ListMyPrintMailRequests,
  ListAttorneyConsultRequests,
  ViewAttorneyConsultRequest,
  MarkAttorneyConsultRequest,
  ListMyAttorneyConsultRequests,
  ListAttorneyDraftedPlans,
  ViewAttorneyDraftedPlan,
  MarkAttorneyDraftedPlan,
  ListMyAttorneyDraftedPlans,
  ListAttorneyNetwork,
  SaveAttorneyNetworkMember,
  ListStrategistCalls,
  ViewStrategistCall,
  MarkStrategistCall,
  ListMyStrategistCalls,
  ListAnalyticsEvents,
  ExportAnalyticsEvents,
  ...PEOPLE_ACTION_USE_CASES,
  ...TENANT_SETTINGS_USE_CASES,
] as const;

/** The staff console's ports and use cases, in the one composition root (ADR 0022). */
export const bindStaff = (
  container: Container,
  em: EntityManager,
  blobs: BlobStore,
  staffSignIn: StaffSignInSettings,
): void => {
  container.bind(STAFF_SIGN_IN_SETTINGS).toConstantValue(staffSignIn);
  container.bind(STAFF_SESSIONS).toConstantValue(new PostgresStaffSessions(em));
  container.bind(STAFF_AUDIT_LOG).toConstantValue(new PostgresStaffAuditLog(em));
  container.bind(STAFF_PEOPLE_DIRECTORY).toConstantValue(new PostgresStaffPeopleDirectory(em));
  container.bind(PERSON_RECORDS).toConstantValue(new PostgresPersonRecords(em, blobs));
  // The console edits the tenants through the product's own reader of their configurations.
  container.bind(TENANT_SETTINGS).toConstantValue(container.get(TENANT_CONFIGURATION_REPOSITORY));
  container.bind(STORED_COPIES).toConstantValue(new PostgresStoredCopies(em, blobs));
  container.bind(PRINT_MAIL_REQUESTS).toConstantValue(new PostgresPrintMailRequests(em));
  container
    .bind(ATTORNEY_CONSULT_REQUESTS)
    .toConstantValue(new PostgresAttorneyConsultRequests(em));
  container.bind(ATTORNEY_DRAFTED_PLANS).toConstantValue(new PostgresAttorneyDraftedPlans(em));
  container.bind(ATTORNEY_NETWORK).toConstantValue(new PostgresAttorneyNetwork(em));
  container.bind(STRATEGIST_CALLS).toConstantValue(new PostgresStrategistCalls(em));
  for (const useCase of [
    AuditTrail,
    OpenPrintMailRequest,
    OpenAttorneyConsultRequest,
    OpenAttorneyDraftedPlan,
    OpenStrategistCall,
    ...STAFF_USE_CASES,
  ])
    container.bind<unknown>(useCase).toSelf();
};
