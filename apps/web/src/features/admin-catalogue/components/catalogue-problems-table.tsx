import { ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { CatalogueProblem } from '@specsource/contracts';

const COUNT = new Intl.NumberFormat('en-US');
const PROBLEMS_MAX_HEIGHT = 400;
const WHOLE_FILE = 'whole file';

interface CatalogueProblemsTableProps {
  problems: readonly CatalogueProblem[];
  /** All problems found; the answer lists at most the first 10,000. */
  problemCount: number;
}

/** Every problem with where it is: CSV row and column, or JSON pump number and field. */
export function CatalogueProblemsTable({ problems, problemCount }: CatalogueProblemsTableProps) {
  const title = `Problems (${COUNT.format(problemCount)})`;
  const isCut = problems.length < problemCount;
  // The list is fixed for one answer (never reordered), so a problem's position identifies it.
  const rows = problems.map((problem, position) => ({ problem, key: position }));

  return (
    <Stack gap={4}>
      <Text fw={700} id="catalogue-problems-title">
        {title}
      </Text>
      {isCut ? (
        <Text size="sm" c="dimmed">
          Showing the first {COUNT.format(problems.length)}.
        </Text>
      ) : null}
      <ScrollArea.Autosize mah={PROBLEMS_MAX_HEIGHT} type="auto" offsetScrollbars>
        <Table striped withTableBorder stickyHeader miw={560} aria-labelledby="catalogue-problems-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Row</Table.Th>
              <Table.Th scope="col">Column</Table.Th>
              <Table.Th scope="col">Pump</Table.Th>
              <Table.Th scope="col">Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ problem, key }) => (
              <Table.Tr key={key}>
                <Table.Td>{problem.row ?? WHOLE_FILE}</Table.Td>
                <Table.Td>{problem.column ?? '—'}</Table.Td>
                <Table.Td>{problem.pump_id ?? '—'}</Table.Td>
                <Table.Td>{problem.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}
