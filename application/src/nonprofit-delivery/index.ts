export * from './nonprofit-delivery.service';
export * from './share-choice-with-nonprofit.use-case';
export * from './read-consent-ledger.use-case';
export * from './set-nonprofit-delivery-settings.use-case';
export * from './get-nonprofit-delivery-settings.use-case';
export * from './export-nonprofit-deliveries.use-case';
