import type { AttributeKey, AttributeType, PartCsvProblem } from '@specsource/contracts';

// The parts CSV import's plan (plan-parts-import.ts makes it, import-parts-csv.ts carries it out) and its input.

/** What the import resolves names against: the catalogue's current taxonomy and parts. */
export interface ImportSnapshot {
  partTypes: { id: number; name: string }[];
  classifications: { id: number; title: string }[];
  attributes: {
    id: number;
    classificationId: number;
    title: string;
    type: AttributeType;
    key: string | null;
  }[];
  units: { id: number; title: string }[];
  parts: { id: number; slug: string; title: string }[];
  /** Slugs parts had before a rename: an old export still finds its part. */
  slugHistory: { slug: string; partId: number }[];
}

/** An existing row, or one the import creates (named by a key unique within the plan). */
export type Ref = { kind: 'existing'; id: number } | { kind: 'new'; key: string };

export interface NewAttribute {
  key: string;
  classification: Ref;
  title: string;
  type: AttributeType;
  options: string[];
  unitTitles: string[];
  minValue: number | null;
  maxValue: number | null;
  minExclusive: boolean;
  maxExclusive: boolean;
  attributeKey: AttributeKey | null;
  optionKeys: string[];
}

export interface PlannedCard {
  classification: Ref;
  isOptional: boolean;
  attributes: { attribute: Ref; isOptional: boolean }[];
}

export interface PlannedPart {
  /** The part's first row in the file. */
  row: number;
  /** The part the rows update; null creates one. */
  partId: number | null;
  title: string;
  description: string;
  partTypeId: number | null;
  cards: PlannedCard[];
}

export interface PartsImportPlan {
  problems: PartCsvProblem[];
  newUnits: string[];
  newClassifications: { key: string; title: string }[];
  newAttributes: NewAttribute[];
  parts: PlannedPart[];
}
