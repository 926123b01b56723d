import type { PartTypeConfig as PartTypeConfigFromContract } from '@specsource/contracts/part-types';

/**
 * How a part type behaves in the wizard and results (docs/spec/pump-selection-spec.md §3 'part-type
 * configuration', §9). Stored as jsonb on `part_types.config`; admins edit it. The shape and its limits are
 * `PartTypeConfigSchema` in the contracts, so the API, the seed and this column agree.
 */
export type PartTypeConfig = PartTypeConfigFromContract;
