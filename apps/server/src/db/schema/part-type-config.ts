/**
 * How a part type behaves in the wizard and results (pump-selection spec §3 'part-type configuration', §9).
 * Stored as jsonb on `part_types.config`; admins edit it (issue 6).
 */
export interface PartTypeConfig {
  features: {
    instantResults: boolean;
    firstPrinciples: boolean;
    matchResults: boolean;
    feedback: boolean;
    pricingEstimates: boolean;
  };
  /** The loading overlay's text while a search or submission runs. */
  loading: { title: string; subtitle: string };
  results: {
    showFirstPrinciples: boolean;
    showTopMatches: boolean;
    showNoMatchPanel: boolean;
    maxMatches: number;
  };
  comingSoon: {
    enabled: boolean;
    title: string;
    message: string;
    actionText: string;
    /** Free text such as 'Q1 2026'; null when no date is promised. */
    estimatedLaunch: string | null;
    features: string[];
    notify: boolean;
  };
  meta: {
    displayName: string;
    pluralName: string;
    /** Specifications in the catalogue, shown in the loading title; null when there is no catalogue. */
    databaseTotal: number | null;
    icon: string;
    color: string;
  };
}
