import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { usePartType } from '../../../api/part-types.ts';
import { usePump } from '../../../api/pumps.ts';
import { analysisSections, legacyAnalysisSection } from '../lib/analysis-sections.ts';
import type { DatasheetInput } from '../lib/datasheet-pdf.ts';
import { formatNumber } from '../lib/format-result.ts';
import { matchCurveData } from '../lib/match-curve-data.ts';
import { matchRows } from '../lib/match-rows.ts';
import { type PumpSearchResponse, readResults } from '../lib/read-results.ts';
import { resultsDisplayOf } from '../lib/results-display.ts';
import { AnalysisTables } from './analysis-tables.tsx';
import { DownloadDatasheetButton } from './download-datasheet-button.tsx';
import { MatchCurve } from './match-curve.tsx';
import { NoMatchPanel } from './no-match-panel.tsx';
import { matchName, TopMatchesTable } from './top-matches-table.tsx';

export interface PumpSearchResultsProps {
  /** The dispatcher's answer (`DispatcherResponse`), or a stored search in the legacy flat format. */
  response: PumpSearchResponse;
  /** 'Request quotes' (and the no-match panel's 'Contact Us'): turn the search into a request for the suppliers. */
  onRequestQuotes?: (() => void) | undefined;
  /** The request for quotes is on its way: the button waits. */
  isRequestingQuotes?: boolean;
  /**
   * The part's type name (`part.part_type`): its configuration's result flags decide what shows. Without it, or
   * until the configuration is loaded, everything shows.
   */
  partType?: string | null;
}

function dutyText(response: PumpSearchResponse): string | null {
  const flow = response.search_params?.flow_rate;
  const head = response.search_params?.differential_head;
  if (flow === undefined || head === undefined) {
    return null;
  }
  return `${formatNumber(flow.value, flow.unit)} at ${formatNumber(head.value, head.unit)}`;
}

/**
 * A pump search's results: 'First Principles Analysis Results' as sectioned tables, the chosen
 * match's pump curve, 'Top 3 Match Results' or the no-match panel, and the request and datasheet actions.
 */
export function PumpSearchResults({
  response,
  onRequestQuotes,
  isRequestingQuotes = false,
  partType = null,
}: PumpSearchResultsProps) {
  const view = useMemo(() => readResults(response), [response]);
  const { data: type } = usePartType(partType);
  const display = resultsDisplayOf(type?.config);
  // docs/spec/pump-selection-spec.md §3 — the type's results flags: a hidden table has no chosen match, chart or
  // datasheet row.
  const matches = display.showMatches ? view.matches.slice(0, display.maxMatches) : [];
  const [chosenIndex, setChosenIndex] = useState(0);
  const chosen = matches[chosenIndex] ?? matches[0] ?? null;
  const sections = useMemo(() => {
    if (view.analysis === null || !display.showAnalysis) {
      return [];
    }
    return view.analysis.kind === 'structured'
      ? analysisSections(view.analysis.output)
      : [legacyAnalysisSection(view.analysis.values)];
  }, [view.analysis, display.showAnalysis]);
  const notes = display.showAnalysis && view.analysis?.kind === 'structured' ? view.analysis : null;
  const duty = dutyText(response);
  // The chart's query: the curve goes into the datasheet once it is here.
  const { data: chosenPump } = usePump(chosen?.pumpId ?? null);

  const datasheetCurve = (): DatasheetInput['curve'] => {
    if (chosen === null || chosenPump === undefined) {
      return null;
    }
    const data = matchCurveData(chosenPump, chosen);
    return {
      caption: `${matchName(chosen)} at ${formatNumber(data.diameterIn, 'in')} impeller diameter and ${formatNumber(data.speedRpm, 'rpm')}.`,
      rows: data.rows,
      bep: data.bep,
      systemPoint: data.systemPoint,
    };
  };

  const datasheetInput = (): DatasheetInput => ({
    duty,
    match:
      chosen === null ? null : { name: matchName(chosen), rows: matchRows(chosen, window.location.origin) },
    curve: datasheetCurve(),
    sections,
    assumptions: notes?.assumptions ?? [],
    generatedAt: new Date(),
  });

  // A datasheet with neither the analysis nor a match would hold the duty alone.
  const hasDatasheet = display.showAnalysis || chosen !== null;
  const actions =
    onRequestQuotes === undefined && !hasDatasheet ? null : (
      <Group gap="sm" align="flex-start">
        {onRequestQuotes === undefined ? null : (
          <Button onClick={onRequestQuotes} loading={isRequestingQuotes}>
            Request quotes
          </Button>
        )}
        {hasDatasheet ? (
          <DownloadDatasheetButton getInput={datasheetInput} pumpId={chosen?.pumpId ?? null} />
        ) : null}
      </Group>
    );

  return (
    <Stack gap="xl">
      {display.showAnalysis ? null : (
        <Stack gap="sm">
          {duty === null ? null : <Text c="dimmed">Results for {duty}.</Text>}
          {actions}
        </Stack>
      )}
      {display.showAnalysis ? (
        <Stack gap="sm" component="section" aria-labelledby="analysis-results-title">
          <Title order={2} fz="h3" id="analysis-results-title">
            First Principles Analysis Results
          </Title>
          {duty === null ? null : <Text c="dimmed">For {duty}.</Text>}
          {actions}
          {notes !== null && notes.issues.length > 0 ? (
            <Alert color="yellow" title="Check these points">
              <List size="sm">
                {notes.issues.map((issue) => (
                  <List.Item key={issue.message}>{issue.message}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {sections.length === 0 ? (
            <Text>The analysis is not available for this search.</Text>
          ) : (
            <AnalysisTables sections={sections} />
          )}
          {notes !== null && notes.assumptions.length > 0 ? (
            <details>
              <summary>
                <Text span fw={600}>
                  Assumptions ({notes.assumptions.length})
                </Text>
              </summary>
              <List size="sm" mt="xs">
                {notes.assumptions.map((assumption) => (
                  <List.Item key={assumption}>{assumption}</List.Item>
                ))}
              </List>
            </details>
          ) : null}
        </Stack>
      ) : null}
      {view.noMatch === null || !display.showNoMatchPanel ? null : (
        <NoMatchPanel noMatch={view.noMatch} onContact={onRequestQuotes} />
      )}
      {matches.length === 0 ? null : (
        <TopMatchesTable
          matches={matches}
          chosenIndex={chosen === null ? 0 : matches.indexOf(chosen)}
          onChoose={setChosenIndex}
        />
      )}
      {chosen === null ? null : <MatchCurve match={chosen} />}
    </Stack>
  );
}
