import { ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';

const COUNT = new Intl.NumberFormat('en-US');
const PROBLEMS_MAX_HEIGHT = 400;
const WHOLE_FILE = 'whole file';

/** A problem of an imported file: where it is and what is wrong. */
export interface ImportProblem {
  /** The spreadsheet row (or a JSON record's number); null for the whole file. */
  row: number | null;
  column: string | null;
  message: string;
}

interface ImportProblemsTableProps<Problem extends ImportProblem> {
  problems: readonly Problem[];
  /** All problems found; the answer may list only the first ones. */
  problemCount: number;
  /** A column naming the record a problem is about (the pump id…). */
  subject?: { header: string; cell: (problem: Problem) => string | null };
}

/** Every problem of an import with where it is: row and column, and optionally the record. */
export function ImportProblemsTable<Problem extends ImportProblem>({
  problems,
  problemCount,
  subject,
}: ImportProblemsTableProps<Problem>) {
  const titleId = useId();
  const title = `Problems (${COUNT.format(problemCount)})`;
  const isCut = problems.length < problemCount;
  // The list is fixed for one answer (never reordered), so a problem's position identifies it.
  const rows = problems.map((problem, position) => ({ problem, key: position }));

  return (
    <Stack gap={4}>
      <Text fw={700} id={titleId}>
        {title}
      </Text>
      {isCut ? (
        <Text size="sm" c="dimmed">
          Showing the first {COUNT.format(problems.length)}.
        </Text>
      ) : null}
      <ScrollArea.Autosize mah={PROBLEMS_MAX_HEIGHT} type="auto" offsetScrollbars>
        <Table striped withTableBorder stickyHeader miw={560} aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Row</Table.Th>
              <Table.Th scope="col">Column</Table.Th>
              {subject ? <Table.Th scope="col">{subject.header}</Table.Th> : null}
              <Table.Th scope="col">Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ problem, key }) => (
              <Table.Tr key={key}>
                <Table.Td>{problem.row ?? WHOLE_FILE}</Table.Td>
                <Table.Td>{problem.column ?? '—'}</Table.Td>
                {subject ? <Table.Td>{subject.cell(problem) ?? '—'}</Table.Td> : null}
                <Table.Td>{problem.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}
