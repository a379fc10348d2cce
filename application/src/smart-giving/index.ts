export * from './configure-smart-giving-page.use-case';
export * from './get-smart-giving-page.use-case';
export * from './list-smart-giving-pages.use-case';
export * from './list-smart-giving-settings.use-case';
export * from './widget-origins.service';
