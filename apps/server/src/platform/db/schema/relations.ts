import { relations } from 'drizzle-orm';
import { attributes, attributeUnits, classifications, units } from './attributes.ts';
import { reviewAttachments, reviews, reviewVersions, selectedReviews } from './offers.ts';
import { addresses, orders } from './orders.ts';
import { partClassificationAttributes, partClassifications } from './part-structure.ts';
import { partSlugHistory, partSuppliers, parts, partTypes } from './parts.ts';
import { payments } from './payments.ts';
import { pumpCurvePoints, pumpManufacturers, pumpModels, pumpSeries } from './pump-catalogue.ts';
import { requestAttachments, requestDeclines, requests } from './requests.ts';
import { users } from './users.ts';

// For Drizzle's relational queries (`db.query.parts.findFirst({ with: … })`); no effect on the SQL schema.

export const partTypesRelations = relations(partTypes, ({ many }) => ({ parts: many(parts) }));

export const partsRelations = relations(parts, ({ one, many }) => ({
  partType: one(partTypes, { fields: [parts.partTypeId], references: [partTypes.id] }),
  partClassifications: many(partClassifications),
  partSuppliers: many(partSuppliers),
  slugHistory: many(partSlugHistory),
}));

export const partSlugHistoryRelations = relations(partSlugHistory, ({ one }) => ({
  part: one(parts, { fields: [partSlugHistory.partId], references: [parts.id] }),
}));

export const partSuppliersRelations = relations(partSuppliers, ({ one }) => ({
  part: one(parts, { fields: [partSuppliers.partId], references: [parts.id] }),
  supplier: one(users, { fields: [partSuppliers.supplierId], references: [users.id] }),
}));

export const classificationsRelations = relations(classifications, ({ many }) => ({
  attributes: many(attributes),
}));

export const attributesRelations = relations(attributes, ({ one, many }) => ({
  classification: one(classifications, {
    fields: [attributes.classificationId],
    references: [classifications.id],
  }),
  attributeUnits: many(attributeUnits),
}));

export const unitsRelations = relations(units, ({ many }) => ({ attributeUnits: many(attributeUnits) }));

export const attributeUnitsRelations = relations(attributeUnits, ({ one }) => ({
  attribute: one(attributes, { fields: [attributeUnits.attributeId], references: [attributes.id] }),
  unit: one(units, { fields: [attributeUnits.unitId], references: [units.id] }),
}));

export const partClassificationsRelations = relations(partClassifications, ({ one, many }) => ({
  part: one(parts, { fields: [partClassifications.partId], references: [parts.id] }),
  classification: one(classifications, {
    fields: [partClassifications.classificationId],
    references: [classifications.id],
  }),
  partClassificationAttributes: many(partClassificationAttributes),
}));

export const partClassificationAttributesRelations = relations(partClassificationAttributes, ({ one }) => ({
  partClassification: one(partClassifications, {
    fields: [partClassificationAttributes.partClassificationId],
    references: [partClassifications.id],
  }),
  attribute: one(attributes, {
    fields: [partClassificationAttributes.attributeId],
    references: [attributes.id],
  }),
}));

export const requestsRelations = relations(requests, ({ one, many }) => ({
  part: one(parts, { fields: [requests.partId], references: [parts.id] }),
  customer: one(users, { fields: [requests.customerId], references: [users.id] }),
  attachments: many(requestAttachments),
  declines: many(requestDeclines),
  reviews: many(reviews),
  selectedReviews: many(selectedReviews),
}));

export const requestAttachmentsRelations = relations(requestAttachments, ({ one }) => ({
  request: one(requests, { fields: [requestAttachments.requestId], references: [requests.id] }),
}));

export const requestDeclinesRelations = relations(requestDeclines, ({ one }) => ({
  request: one(requests, { fields: [requestDeclines.requestId], references: [requests.id] }),
  supplier: one(users, { fields: [requestDeclines.supplierId], references: [users.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one, many }) => ({
  request: one(requests, { fields: [reviews.requestId], references: [requests.id] }),
  supplier: one(users, { fields: [reviews.supplierId], references: [users.id] }),
  versions: many(reviewVersions),
  attachments: many(reviewAttachments),
}));

export const reviewVersionsRelations = relations(reviewVersions, ({ one }) => ({
  review: one(reviews, { fields: [reviewVersions.reviewId], references: [reviews.id] }),
}));

export const reviewAttachmentsRelations = relations(reviewAttachments, ({ one }) => ({
  review: one(reviews, { fields: [reviewAttachments.reviewId], references: [reviews.id] }),
}));

export const selectedReviewsRelations = relations(selectedReviews, ({ one }) => ({
  request: one(requests, { fields: [selectedReviews.requestId], references: [requests.id] }),
  review: one(reviews, { fields: [selectedReviews.reviewId], references: [reviews.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  request: one(requests, { fields: [orders.requestId], references: [requests.id] }),
  review: one(reviews, { fields: [orders.reviewId], references: [reviews.id] }),
  customer: one(users, {
    fields: [orders.customerId],
    references: [users.id],
    relationName: 'orderCustomer',
  }),
  supplier: one(users, {
    fields: [orders.supplierId],
    references: [users.id],
    relationName: 'orderSupplier',
  }),
  billingAddress: one(addresses, {
    fields: [orders.billingAddressId],
    references: [addresses.id],
    relationName: 'orderBillingAddress',
  }),
  shippingAddress: one(addresses, {
    fields: [orders.shippingAddressId],
    references: [addresses.id],
    relationName: 'orderShippingAddress',
  }),
  payments: many(payments),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
}));

export const pumpManufacturersRelations = relations(pumpManufacturers, ({ many }) => ({
  series: many(pumpSeries),
}));

export const pumpSeriesRelations = relations(pumpSeries, ({ one, many }) => ({
  manufacturer: one(pumpManufacturers, {
    fields: [pumpSeries.manufacturerId],
    references: [pumpManufacturers.id],
  }),
  models: many(pumpModels),
}));

export const pumpModelsRelations = relations(pumpModels, ({ one, many }) => ({
  series: one(pumpSeries, { fields: [pumpModels.seriesId], references: [pumpSeries.id] }),
  curvePoints: many(pumpCurvePoints),
}));

export const pumpCurvePointsRelations = relations(pumpCurvePoints, ({ one }) => ({
  model: one(pumpModels, { fields: [pumpCurvePoints.modelId], references: [pumpModels.id] }),
}));
