import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onPhone } from '../../../test/phone.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import type { ListPage, ListParams } from '../../api/list-page.ts';
import { ApiError } from '../../lib/api-error.ts';
import { DataTable, type DataTableProps } from './data-table.tsx';
import type { DataTableColumn } from './types.ts';

interface Supplier {
  id: number;
  name: string;
  city: string;
}

const columns: DataTableColumn<Supplier>[] = [
  { key: 'name', header: 'Name', sortField: 'name', cell: (row) => row.name },
  { key: 'city', header: 'City', cell: (row) => row.city },
];

function suppliers(count: number, from = 1): Supplier[] {
  return Array.from({ length: count }, (_, index) => ({
    id: from + index,
    name: `Supplier ${from + index}`,
    city: 'Leeds',
  }));
}

/** A list of `count` suppliers served 10 a page, like the server would. */
function listOf(count: number) {
  return vi.fn(
    async (params: ListParams): Promise<ListPage<Supplier>> => ({
      count,
      next: null,
      previous: null,
      results: suppliers(
        Math.max(0, Math.min(10, count - (params.page - 1) * 10)),
        (params.page - 1) * 10 + 1,
      ),
    }),
  );
}

function renderTable(props: Partial<DataTableProps<Supplier, ListPage<Supplier>>> = {}) {
  return renderWithRouter(
    <DataTable
      title="Suppliers"
      queryKey={['test', 'suppliers']}
      queryFn={listOf(3)}
      columns={columns}
      rowKey={(row) => row.id}
      {...props}
    />,
  );
}

const lastParams = (queryFn: ReturnType<typeof listOf>) => queryFn.mock.lastCall?.[0];

describe('DataTable', () => {
  it('renders the title, the rows and the count, asking for page 1', async () => {
    const queryFn = listOf(3);
    renderTable({ queryFn });

    expect(screen.getByRole('heading', { name: 'Suppliers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    expect(await within(table).findByRole('cell', { name: 'Supplier 2' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
    expect(lastParams(queryFn)).toEqual({ page: 1 });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows skeleton rows while the first page loads', () => {
    renderTable({ queryFn: () => new Promise(() => {}) });

    expect(screen.getByText('Loading Suppliers…')).toBeInTheDocument();
    expect(screen.getByRole('table', { hidden: true })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('cell')).not.toBeInTheDocument();
  });

  it("an empty list says 'No data found'", async () => {
    renderTable({ queryFn: listOf(0) });

    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('an error shows its detail, and Try again asks again', async () => {
    const queryFn = vi
      .fn<(params: ListParams) => Promise<ListPage<Supplier>>>()
      .mockRejectedValueOnce(
        new ApiError({ status: 503, code: 'UNAVAILABLE', detail: 'The list is resting.' }),
      )
      .mockResolvedValue({ count: 1, next: null, previous: null, results: suppliers(1) });
    const { user } = renderTable({ queryFn });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Suppliers could not be loaded');
    expect(alert).toHaveTextContent('The list is resting.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('cell', { name: 'Supplier 1' })).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('a sortable header toggles ascending and descending, sending field and order_by', async () => {
    const queryFn = listOf(25);
    const { user } = renderTable({ queryFn });
    await screen.findByRole('cell', { name: 'Supplier 1' });
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'City' })).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastParams(queryFn)).toEqual({ page: 1, field: 'name', order_by: 'asc' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    // Keyboard: the header is a real button.
    screen.getByRole('button', { name: 'Name' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastParams(queryFn)).toEqual({ page: 1, field: 'name', order_by: 'desc' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  });

  it('numbered pages with ellipses, previous and next', async () => {
    const queryFn = listOf(200);
    const { user } = renderTable({ queryFn });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });

    const labels = () =>
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(labels()).toEqual(['‹ Previous', '1', '2', '3', '18', '19', '20', 'Next ›']);
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('cell', { name: 'Supplier 31' })).toBeInTheDocument();
    expect(lastParams(queryFn)).toEqual({ page: 4 });
    expect(labels()).toEqual(['‹ Previous', '1', '2', '3', '4', '5', '18', '19', '20', 'Next ›']);
    expect(within(nav).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Showing 31–40 of 200')).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Page 20' }));
    expect(await screen.findByRole('cell', { name: 'Supplier 200' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(lastParams(queryFn)).toEqual({ page: 19 }));
  });

  it('searching waits for a pause, then asks for page 1 of the matches', async () => {
    const queryFn = listOf(25);
    const { user } = renderTable({ queryFn, searchPlaceholder: 'Search by name' });
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastParams(queryFn)).toEqual({ page: 3 }));
    const callsBefore = queryFn.mock.calls.length;

    await user.type(screen.getByRole('searchbox', { name: 'Search Suppliers' }), ' acme ');

    await waitFor(() => expect(lastParams(queryFn)).toEqual({ page: 1, search: 'acme' }));
    // One request for the whole word, none for page 1 of the old search or for each keystroke.
    expect(queryFn.mock.calls.slice(callsBefore).map(([params]) => params)).toEqual([
      { page: 1, search: 'acme' },
    ]);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('the checkbox column reports each change and shows a row being saved', async () => {
    const onChange = vi.fn();
    const { user } = renderTable({
      selection: {
        header: 'Selected',
        isSelected: (row) => row.id === 1,
        isPending: (row) => row.id === 3,
        onChange,
        rowLabel: (row) => `Select ${row.name}`,
      },
    });

    expect(await screen.findByRole('checkbox', { name: 'Select Supplier 1' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Supplier 2' }));
    expect(onChange).toHaveBeenCalledWith({ id: 2, name: 'Supplier 2', city: 'Leeds' }, true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Supplier 1' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }), false);

    expect(screen.getByRole('checkbox', { name: 'Select Supplier 3' })).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Saving: Select Supplier 3' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Selected' })).toBeInTheDocument();
  });

  it('the actions column renders each row’s actions', async () => {
    const onEdit = vi.fn();
    const { user } = renderTable({
      actions: {
        cell: (row) => (
          <Button size="xs" onClick={() => onEdit(row.id)}>
            Edit {row.name}
          </Button>
        ),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Supplier 2' }));
    expect(onEdit).toHaveBeenCalledWith(2);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });
});

describe('DataTable on a phone', () => {
  it('shows each row as a card, every value under its column name, with its checkbox and actions', async () => {
    onPhone();
    const onEdit = vi.fn();
    const onChange = vi.fn();
    const { user } = renderTable({
      selection: {
        header: 'Selected',
        isSelected: (row) => row.id === 1,
        onChange,
        rowLabel: (row) => `Select ${row.name}`,
      },
      actions: { cell: (row) => <Button onClick={() => onEdit(row.id)}>Edit {row.name}</Button> },
    });

    const list = await screen.findByRole('list', { name: 'Suppliers' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
    const second = cards[1] as HTMLElement;
    expect(
      within(second)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Name', 'City']);
    expect(
      within(second)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Supplier 2', 'Leeds']);
    await user.click(within(second).getByRole('checkbox', { name: 'Select Supplier 2' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), true);
    await user.click(within(second).getByRole('button', { name: 'Edit Supplier 2' }));
    expect(onEdit).toHaveBeenCalledWith(2);
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
  });

  it('sorts with a select of the sortable columns, each way round', async () => {
    onPhone();
    const queryFn = listOf(3);
    const { user } = renderTable({ queryFn });
    await screen.findByRole('list', { name: 'Suppliers' });

    await user.click(screen.getByRole('combobox', { name: 'Sort Suppliers' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Name, ascending',
      'Name, descending',
    ]);
    await user.click(screen.getByRole('option', { name: 'Name, descending' }));
    await waitFor(() => expect(lastParams(queryFn)).toEqual({ page: 1, field: 'name', order_by: 'desc' }));
  });
});
