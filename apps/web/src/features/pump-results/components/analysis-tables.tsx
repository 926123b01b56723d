import { Stack, Table, Title } from '@mantine/core';
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
              <Table withTableBorder striped aria-labelledby={titleId}>
                <Table.Tbody>
                  {section.rows.map((row) => (
                    <Table.Tr key={row.label}>
                      <Table.Th scope="row" w="38%">
                        {row.label}
                      </Table.Th>
                      <Table.Td>{row.value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          </section>
        );
      })}
    </Stack>
  );
}
