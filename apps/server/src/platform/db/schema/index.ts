// The whole domain's tables, enums and relations; drizzle-kit and the Drizzle handle both read this file.
export * from './attributes.ts';
export * from './auth.ts';
export * from './launch-notifications.ts';
export * from './mail-outbox.ts';
export * from './offer-selection-reviews.ts';
export * from './offers.ts';
export * from './orders.ts';
export * from './part-structure.ts';
export type { PartTypeConfig } from './part-type-config.ts';
export * from './parts.ts';
export * from './payments.ts';
export * from './pump-catalogue.ts';
export * from './pump-search.ts';
export * from './relations.ts';
export * from './requests.ts';
export * from './system.ts';
export * from './users.ts';
