export * from './document';
export * from './links';
export * from './resources';
export * from './plainText';
export * from './documentLinks';
export * from './memo';
export * from './palette';
export * from './subpages';
