export * from './test-database';
export * from '../pdfmake/testing/pdf-text';
export * from './chromium';
export * from './sample-organizations';
export * from './webhook-receiver';
export * from './error-reporting-stand-in';
