export * from './configure-smart-giving-page.use-case';
export * from './get-smart-giving-page.use-case';
