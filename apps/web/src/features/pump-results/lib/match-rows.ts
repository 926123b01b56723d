import type { AnalysisRow } from './analysis-sections.ts';
import { formatCurrency, formatNumber, formatText, NOT_AVAILABLE } from './format-result.ts';
import type { MatchView } from './read-results.ts';

/** The chosen match for the datasheet: its catalogue facts and how it runs at the duty (the engine's analysis). */
export function matchRows(match: MatchView, origin: string): AnalysisRow[] {
  const a = match.analysis ?? {};
  // An in-app link (/pumps/{id}) is written out in full: a PDF has no page to be relative to.
  const link = match.link === '' ? NOT_AVAILABLE : new URL(match.link, origin).toString();
  return [
    { label: 'Manufacturer', value: formatText(match.manufacturer) },
    { label: 'Series', value: formatText(match.series) },
    { label: 'Model', value: formatText(match.model) },
    { label: 'Price', value: formatCurrency(match.price, match.currency ?? 'USD') },
    { label: 'Link', value: link },
    { label: 'Confidence level', value: formatNumber(match.confidenceLevel, '%') },
    { label: 'AI reasoning', value: formatText(match.reasoning) },
    { label: 'Pump type', value: formatText(a.Pump_Type) },
    { label: 'Speed', value: formatNumber(a.RPM, 'rpm') },
    { label: 'Impeller diameter', value: formatNumber(a.Impeller_Diameter_BEP_in, 'in') },
    { label: 'Efficiency at the duty', value: formatNumber(a.Pump_Efficiency_pct, '%') },
    { label: 'Flow as % of BEP flow', value: formatNumber(a.Percent_of_BEP_Flow, '%') },
    { label: 'Brake horsepower', value: formatNumber(a.Brake_Horsepower_hp, 'hp') },
    { label: 'Motor power rating', value: formatNumber(a.Motor_Power_Rating_hp, 'hp') },
    { label: 'NPSH required', value: formatNumber(a.NPSH_Required_ft, 'ft') },
    { label: 'Total cost of ownership', value: formatCurrency(a.Total_Cost_Ownership_with_maintenance) },
  ];
}
