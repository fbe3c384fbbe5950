export * from './document';
export * from './links';
export * from './resources';
export * from './plainText';
export * from './documentLinks';
export * from './palette';
