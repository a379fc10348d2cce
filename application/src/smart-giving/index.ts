export * from './configure-smart-giving-page';
export * from './get-smart-giving-page';
