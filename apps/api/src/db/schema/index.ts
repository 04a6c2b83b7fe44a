export * from './reference.ts';
export * from './identity.ts';
export * from './site.ts';
