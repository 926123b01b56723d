import { Button, Group, Text } from '@mantine/core';
import { pageItems } from './page-items.ts';

interface DataTablePaginationProps {
  page: number;
  total: number;
  onChange: (page: number) => void;
}

/** Numbered pages with ellipses (docs/spec/marketplace-spec.md §9) between Previous and Next. */
export function DataTablePagination({ page, total, onChange }: DataTablePaginationProps) {
  const items = pageItems(page, total);

  return (
    <Group component="nav" aria-label="Pagination" gap={4} justify="center">
      <Button
        variant="default"
        size="compact-md"
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        ‹ Previous
      </Button>
      {items.map((item, index) =>
        item === 'ellipsis' ? (
          // The page before it is unique, so it keys the ellipsis.
          <Text key={`ellipsis-after-${items[index - 1]}`} span px={4} aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={item}
            variant={item === page ? 'filled' : 'default'}
            size="compact-md"
            miw={36}
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button
        variant="default"
        size="compact-md"
        aria-label="Next page"
        disabled={page >= total}
        onClick={() => onChange(page + 1)}
      >
        Next ›
      </Button>
    </Group>
  );
}
