export * from './auth.ts';
export * from './common/endpoint.ts';
export * from './common/errors.ts';
export * from './common/pagination.ts';
export * from './health.ts';
export * from './messages.ts';
export * from './parts.ts';
export * from './pump-search.ts';
