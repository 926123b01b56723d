import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, feedbackItem, feedbackPageBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { FeedbackPage } from './feedback-page.tsx';

const ROUTE = 'GET /api/admin/feedback/';
const LONG_TEXT =
  'The system curve was spot on, but I would like to see the NPSH margin explained for hot water too.';

function statValue(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('FeedbackPage', () => {
  it('shows the summary: responses, rated, average rating /10 and NPS with its meaning', async () => {
    stubRoutes({
      [ROUTE]: () =>
        jsonResponse(
          feedbackPageBody([feedbackItem()], {
            count: 12,
            summary: { responses: 12, rated: 10, average_rating: 7.25, nps: 20 },
          }),
        ),
    });
    renderWithRouter(<FeedbackPage />);

    expect(await screen.findByText('7.25 / 10')).toBeInTheDocument();
    expect(statValue('Responses')).toBe('12');
    expect(statValue('Rated')).toBe('10');
    expect(statValue('NPS')).toBe('+20');
    expect(screen.getByText(/Promoters 9–10 minus detractors 1–6/)).toBeInTheDocument();
  });

  it('without any rating, the average and NPS say so', async () => {
    stubRoutes({
      [ROUTE]: () =>
        jsonResponse(
          feedbackPageBody([feedbackItem({ nps_score: null })], {
            summary: { rated: 0, average_rating: null, nps: null },
          }),
        ),
    });
    renderWithRouter(<FeedbackPage />);

    expect(await screen.findByRole('cell', { name: '—' })).toBeInTheDocument();
    expect(statValue('Average rating')).toBe('No ratings yet');
    expect(statValue('NPS')).toBe('No ratings yet');
  });

  it('lists feedback: date, part type, the four texts, rating and e-mail', async () => {
    stubRoutes({
      [ROUTE]: () =>
        jsonResponse(
          feedbackPageBody([
            feedbackItem({ id: 1, fp_analysis_liked: LONG_TEXT }),
            feedbackItem({ id: 2, part_type: null, nps_score: 4, user_email: null, fp_analysis_liked: '' }),
          ]),
        ),
    });
    const { user } = renderWithRouter(<FeedbackPage />);

    await screen.findByRole('cell', { name: 'grace@example.com' });
    const table = screen.getByRole('table', { name: 'Responses' });
    const [, first, second] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first)).toEqual([
      expect.stringMatching(/^Jun\s1,\s2026/),
      'pump',
      LONG_TEXT,
      '—',
      'Good efficiency at duty.',
      'Lead times are long.',
      '9/10',
      'grace@example.com',
    ]);
    expect(cells(second)).toEqual([
      expect.any(String),
      '—',
      '—',
      '—',
      expect.any(String),
      expect.any(String),
      '4/10',
      '—',
    ]);
    expect(within(table).getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
      'href',
      'mailto:grace@example.com',
    );

    // The long text is cut off on screen; keyboard focus shows it whole.
    await user.tab();
    expect(within(table).getByText(LONG_TEXT, { selector: 'p' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_TEXT);
  });

  it("empty: 'No data found' and zero responses", async () => {
    stubRoutes({
      [ROUTE]: () =>
        jsonResponse(feedbackPageBody([], { summary: { rated: 0, average_rating: null, nps: null } })),
    });
    renderWithRouter(<FeedbackPage />);

    expect(await screen.findByText(/^No data found/)).toBeInTheDocument();
    expect(statValue('Responses')).toBe('0');
  });

  it('an error shows the server’s detail instead of the summary and table, and can be retried', async () => {
    let isDown = true;
    const fetchMock = stubRoutes({
      [ROUTE]: () =>
        isDown
          ? jsonResponse(errorBody({ code: 'FORBIDDEN', detail: 'Only administrators can do this.' }), 403)
          : jsonResponse(feedbackPageBody([feedbackItem()])),
    });
    const { user } = renderWithRouter(<FeedbackPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only administrators can do this.');
    expect(screen.queryByText('Responses', { selector: 'dt' })).not.toBeInTheDocument();

    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'grace@example.com' })).toBeInTheDocument();
    expect(callsTo(fetchMock, ROUTE)).toHaveLength(2);
  });

  it('pages through feedback with one request a page for the rows and the summary', async () => {
    const fetchMock = stubRoutes({
      [ROUTE]: ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return jsonResponse(
          feedbackPageBody([feedbackItem({ id: page, user_email: `page${page}@example.com` })], {
            count: 25,
          }),
        );
      },
    });
    const { user } = renderWithRouter(<FeedbackPage />);

    await screen.findByRole('cell', { name: 'page1@example.com' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));

    expect(await screen.findByRole('cell', { name: 'page3@example.com' })).toBeInTheDocument();
    expect(callsTo(fetchMock, ROUTE).map((call) => call.url.search)).toEqual(['?page=1', '?page=3']);
    expect(statValue('Responses')).toBe('25');
    // The endpoint neither sorts nor searches, so the table offers neither.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryAllByRole('button')).toHaveLength(0);
  });
});
