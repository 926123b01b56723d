import { Stack, Title } from '@mantine/core';
import { LabelValueTable } from '../../../components/label-value-table.tsx';
import type { AnalysisSection } from '../lib/analysis-sections.ts';
import { ScrollRegion } from './scroll-region.tsx';

/** One titled two-column table per section (label, value), each in a region that scrolls sideways on a phone. */
export function AnalysisTables({ sections }: { sections: readonly AnalysisSection[] }) {
  return (
    <Stack gap="lg">
      {sections.map((section) => {
        const titleId = `analysis-${section.id}-title`;
        return (
          <section key={section.id} aria-labelledby={titleId}>
            <Title order={3} fz="h4" id={titleId} mb="xs">
              {section.title}
            </Title>
            <ScrollRegion label={`${section.title} table`} minWidth={320}>
              <LabelValueTable
                rows={section.rows}
                labelWidth="38%"
                withTableBorder
                striped
                aria-labelledby={titleId}
              />
            </ScrollRegion>
          </section>
        );
      })}
    </Stack>
  );
}
