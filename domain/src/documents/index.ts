export * from './sanitize-file-name';
export * from './document-file-name';
export * from './content-disposition';
export * from './document-header-title';
export * from './document-summaries';
export * from './free-text';
