import {
  type AdminAttribute,
  type AttributeBody,
  type AttributeKeyInfo,
  type ClassificationBody,
  createAttributeEndpoint,
  createClassificationEndpoint,
  createUnitEndpoint,
  deleteAttributeEndpoint,
  deleteClassificationEndpoint,
  deleteUnitEndpoint,
  getAttributeEndpoint,
  listAttributeKeysEndpoint,
  listClassificationAttributesEndpoint,
  listClassificationsEndpoint,
  listUnitsEndpoint,
  type TaxonomyItem,
  type UnitBody,
  updateAttributeEndpoint,
  updateClassificationEndpoint,
  updateUnitEndpoint,
} from '@specsource/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api-client.ts';

/** Classifications, their attributes and units; an attribute's keys list. A unit's edit refreshes attributes too. */
export const taxonomyKeys = {
  all: ['taxonomy'] as const,
  classifications: () => [...taxonomyKeys.all, 'classifications'] as const,
  attributes: () => [...taxonomyKeys.all, 'attributes'] as const,
  classificationAttributes: (classificationId: number) =>
    [...taxonomyKeys.attributes(), 'of', classificationId] as const,
  attribute: (id: number) => [...taxonomyKeys.attributes(), 'one', id] as const,
  attributeKeys: () => [...taxonomyKeys.all, 'attribute-keys'] as const,
  units: () => [...taxonomyKeys.all, 'units'] as const,
};

/** Every classification, by title: the classification admin's list and the part form's dropdowns. */
export function findClassifications(signal?: AbortSignal): Promise<TaxonomyItem[]> {
  return call(listClassificationsEndpoint, { signal });
}

export function classificationsQueryOptions() {
  return queryOptions({
    queryKey: [...taxonomyKeys.classifications(), 'all'],
    queryFn: ({ signal }) => findClassifications(signal),
  });
}

export function useClassifications() {
  return useQuery(classificationsQueryOptions());
}

// A classification's attributes, read by the taxonomy admin (its tables, invalidated by every attribute change) and by
// the part admin's cards (their attribute dropdowns): one query key, so one cache entry serves both.

/** A classification's attributes (id and title only), by title. */
export function findClassificationAttributes(
  classificationId: number,
  signal?: AbortSignal,
): Promise<TaxonomyItem[]> {
  return call(listClassificationAttributesEndpoint, { params: { classificationId }, signal });
}

export function classificationAttributesQueryOptions(classificationId: number) {
  return queryOptions({
    queryKey: [...taxonomyKeys.classificationAttributes(classificationId), 'all'],
    queryFn: ({ signal }) => findClassificationAttributes(classificationId, signal),
  });
}

/** Nothing to ask until the card has a classification. */
export function useClassificationAttributes(classificationId: number | null) {
  return useQuery({
    ...classificationAttributesQueryOptions(classificationId ?? 0),
    enabled: classificationId !== null,
  });
}

export function createAttribute(body: AttributeBody) {
  return call(createAttributeEndpoint, { body });
}

export function useCreateAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAttribute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.attributes() }),
  });
}

export function createClassification(body: ClassificationBody) {
  return call(createClassificationEndpoint, { body });
}

export function useCreateClassification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClassification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.classifications() }),
  });
}

export function createUnit(body: UnitBody) {
  return call(createUnitEndpoint, { body });
}

export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUnit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.units() }),
  });
}

/** Deletes an attribute; the server refuses (409) while a part uses it. */
export function deleteAttribute(id: number) {
  return call(deleteAttributeEndpoint, { params: { id } });
}

export function useDeleteAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttribute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.attributes() }),
  });
}

/** Deletes a classification with its attributes; the server refuses (409) while a part uses either. */
export function deleteClassification(id: number) {
  return call(deleteClassificationEndpoint, { params: { id } });
}

export function useDeleteClassification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClassification,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: taxonomyKeys.classificationAttributes(id) });
      return queryClient.invalidateQueries({ queryKey: taxonomyKeys.classifications() });
    },
  });
}

/** Deletes a unit; the server refuses (409) while a part or an attribute uses it. */
export function deleteUnit(id: number) {
  return call(deleteUnitEndpoint, { params: { id } });
}

export function useDeleteUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUnit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.units() }),
  });
}

/** One attribute with its type, options, units in order and bounds. */
export function getAttribute(id: number, signal?: AbortSignal): Promise<AdminAttribute> {
  return call(getAttributeEndpoint, { params: { id }, signal });
}

export function attributeQueryOptions(id: number) {
  return queryOptions({
    queryKey: taxonomyKeys.attribute(id),
    queryFn: ({ signal }) => getAttribute(id, signal),
  });
}

/** The keys the pump search reads and the option keys the engine knows; they change only with a release. */
export function findAttributeKeys(signal?: AbortSignal): Promise<AttributeKeyInfo[]> {
  return call(listAttributeKeysEndpoint, { signal });
}

export function attributeKeysQueryOptions() {
  return queryOptions({
    queryKey: taxonomyKeys.attributeKeys(),
    queryFn: ({ signal }) => findAttributeKeys(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Asked only when the form needs the option keys (a key that reads options). */
export function useAttributeKeys(isNeeded: boolean) {
  return useQuery({ ...attributeKeysQueryOptions(), enabled: isNeeded });
}

/** Every unit, by title. */
export function findUnits(signal?: AbortSignal): Promise<TaxonomyItem[]> {
  return call(listUnitsEndpoint, { signal });
}

export function unitsQueryOptions() {
  return queryOptions({
    queryKey: [...taxonomyKeys.units(), 'all'],
    queryFn: ({ signal }) => findUnits(signal),
  });
}

export function useUnits() {
  return useQuery(unitsQueryOptions());
}

export interface UpdateAttributeInput {
  id: number;
  body: AttributeBody;
}

/** Replaces an attribute's title, type, options, units and bounds. */
export function updateAttribute({ id, body }: UpdateAttributeInput) {
  return call(updateAttributeEndpoint, { params: { id }, body });
}

export function useUpdateAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAttribute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.attributes() }),
  });
}

export interface UpdateClassificationInput {
  id: number;
  body: ClassificationBody;
}

/** Renames a classification. */
export function updateClassification({ id, body }: UpdateClassificationInput) {
  return call(updateClassificationEndpoint, { params: { id }, body });
}

export function useUpdateClassification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClassification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.classifications() }),
  });
}

export interface UpdateUnitInput {
  id: number;
  body: UnitBody;
}

/** Renames a unit. */
export function updateUnit({ id, body }: UpdateUnitInput) {
  return call(updateUnitEndpoint, { params: { id }, body });
}

export function useUpdateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUnit,
    // Attributes show their units by title.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taxonomyKeys.units() }),
        queryClient.invalidateQueries({ queryKey: taxonomyKeys.attributes() }),
      ]),
  });
}
