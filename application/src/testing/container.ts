import 'reflect-metadata';
import { Container } from 'inversify';
import { ACCOUNT_REPOSITORY } from '../ports/account-repository.port';
import { CLOCK } from '../ports/clock.port';
import { DOCUMENT_RENDERER } from '../ports/document-renderer.port';
import { DOCUMENT_STORAGE } from '../ports/document-storage.port';
import { DOCUMENT_REPOSITORY } from '../ports/document-repository.port';
import { ID_GENERATOR } from '../ports/id-generator.port';
import { MAIL_OUTBOX } from '../ports/mail-outbox.port';
import { ONE_TIME_LINKS } from '../ports/one-time-links.port';
import { PASSWORD_HASHER } from '../ports/password-hasher.port';
import { PRODUCT_PACKAGE_EVENTS } from '../ports/product-package-events.port';
import { USER_EVENTS } from '../ports/user-events.port';
import { PROFILE_REPOSITORY } from '../ports/profile-repository.port';
import { SESSION_TOKENS } from '../ports/session-tokens.port';
import { TENANT_CONFIGURATION_REPOSITORY } from '../ports/tenant-configuration-repository.port';
import { TRANSACTIONS } from '../ports/transactions.port';
import { InMemoryPorts } from './in-memory';

/** A container whose ports are in memory; use cases resolve with `container.get(UseCase)`. */
export const inMemoryContainer = (ports = new InMemoryPorts()) => {
  const container = new Container({ defaultScope: 'Singleton', autobind: true });
  container.bind(ACCOUNT_REPOSITORY).toConstantValue(ports.accountRepository);
  container.bind(PROFILE_REPOSITORY).toConstantValue(ports.profileRepository);
  container.bind(TENANT_CONFIGURATION_REPOSITORY).toConstantValue(ports.configurations);
  container.bind(ONE_TIME_LINKS).toConstantValue(ports.oneTimeLinks);
  container.bind(MAIL_OUTBOX).toConstantValue(ports.outbox);
  container.bind(PASSWORD_HASHER).toConstantValue(ports.hasher);
  container.bind(SESSION_TOKENS).toConstantValue(ports.tokens);
  container.bind(CLOCK).toConstantValue(ports.clock);
  container.bind(USER_EVENTS).toConstantValue(ports.userEventLog);
  container.bind(ID_GENERATOR).toConstantValue(ports.ids);
  container.bind(TRANSACTIONS).toConstantValue(ports.transactions);
  container.bind(PRODUCT_PACKAGE_EVENTS).toConstantValue(ports.packageEvents);
  container.bind(DOCUMENT_REPOSITORY).toConstantValue(ports.documentRepository);
  container.bind(DOCUMENT_RENDERER).toConstantValue(ports.renderer);
  container.bind(DOCUMENT_STORAGE).toConstantValue(ports.storage);
  return { container, ports };
};
