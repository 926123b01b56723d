import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, pending, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { COMPRESSOR_PART_TYPE, PUMP_PART_TYPE } from '../test-data.ts';
import { FeedbackButton } from './feedback-button.tsx';

const ROUTE = 'POST /api/feedback/submit/';
const SESSION = '027e838e-7d8c-4650-a3e4-78bc076e33eb';

async function openModal(user: ReturnType<typeof renderWithRouter>['user']) {
  await user.click(screen.getByRole('button', { name: 'Feedback' }));
  return within(await screen.findByRole('dialog', { name: 'Feedback on this search' }));
}

describe('FeedbackButton', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows only with a search session and no search running', () => {
    stubRoutes({});
    const before = renderWithRouter(<FeedbackButton searchSessionId={null} isSearching={false} />);
    expect(screen.queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
    before.unmount();

    const during = renderWithRouter(<FeedbackButton searchSessionId={SESSION} isSearching />);
    expect(screen.queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
    during.unmount();

    renderWithRouter(<FeedbackButton searchSessionId={SESSION} isSearching={false} />);
    expect(screen.getByRole('button', { name: 'Feedback' })).toBeInTheDocument();
  });

  it('steps out of the way of its modal, and leaves room under the results to scroll clear of it', async () => {
    stubRoutes({});
    const { user, container } = renderWithRouter(
      <FeedbackButton searchSessionId={SESSION} isSearching={false} />,
    );
    const button = screen.getByRole('button', { name: 'Feedback' });
    expect(container.querySelector('[aria-hidden="true"]')).toHaveStyle({ height: '80px' });

    const modal = await openModal(user);
    expect(button).not.toBeVisible();
    expect(modal.getByRole('button', { name: 'Submit feedback' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toBeVisible());
  });

  it('follows the part type’s feedback feature: shown for the pump, gone for a type with it off', async () => {
    stubRoutes({
      'GET /api/part-types/pump': () => jsonResponse(PUMP_PART_TYPE),
      'GET /api/part-types/compressor': () => jsonResponse(COMPRESSOR_PART_TYPE),
    });
    const pump = renderWithRouter(
      <FeedbackButton searchSessionId={SESSION} isSearching={false} partType="pump" />,
    );
    expect(await screen.findByRole('button', { name: 'Feedback' })).toBeInTheDocument();
    pump.unmount();

    renderWithRouter(<FeedbackButton searchSessionId={SESSION} isSearching={false} partType="compressor" />);
    // Shown until the configuration says otherwise.
    expect(screen.getByRole('button', { name: 'Feedback' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument());
  });

  it('refuses an empty form (an e-mail alone is not feedback) and a bad e-mail, sending nothing', async () => {
    const fetchMock = stubRoutes({});
    const { user } = renderWithRouter(<FeedbackButton searchSessionId={SESSION} isSearching={false} />);
    const modal = await openModal(user);

    await user.click(modal.getByRole('button', { name: 'Submit feedback' }));
    expect(modal.getByRole('alert')).toHaveTextContent(
      'Please provide at least some feedback before submitting.',
    );

    await user.type(modal.getByRole('textbox', { name: 'E-mail (optional)' }), 'not-an-email');
    await user.click(modal.getByRole('button', { name: 'Submit feedback' }));
    expect(modal.getByText('Enter a valid e-mail address, or leave it empty')).toBeInTheDocument();
    expect(modal.getByRole('alert')).toHaveTextContent(
      'Please provide at least some feedback before submitting.',
    );
    expect(callsTo(fetchMock, ROUTE)).toHaveLength(0);
  });

  it('sends likes, dislikes, the rating and the e-mail; says thanks; closes 2 s after success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubRoutes({
      [ROUTE]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderWithRouter(<FeedbackButton searchSessionId={SESSION} isSearching={false} />);
    const modal = await openModal(user);

    await user.type(
      modal.getByRole('textbox', { name: 'What did you like about the first principles analysis?' }),
      'Clear sections',
    );
    await user.type(
      modal.getByRole('textbox', { name: 'What did you dislike about the pump matches?' }),
      'Only demo makers',
    );
    await user.click(modal.getByRole('radio', { name: '8' }));
    await user.type(modal.getByRole('textbox', { name: 'E-mail (optional)' }), ' grace@example.com ');
    await user.click(modal.getByRole('button', { name: 'Submit feedback' }));

    expect(await modal.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(callsTo(fetchMock, ROUTE).map((call) => call.body)).toEqual([
      {
        search_session_id: SESSION,
        fp_analysis_liked: 'Clear sections',
        fp_analysis_disliked: '',
        pump_matches_liked: '',
        pump_matches_disliked: 'Only demo makers',
        nps_score: 8,
        user_email: 'grace@example.com',
        follow_up_requested: false,
      },
    ]);

    answer(jsonResponse({ detail: 'Thank you' }, 201));
    expect(
      await screen.findByText('Thank you for your feedback! It helps us improve the analysis.'),
    ).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1900);
    expect(screen.getByRole('dialog', { name: 'Feedback on this search' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(100);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opening it again starts a fresh form.
    const again = await openModal(user);
    expect(
      again.getByRole('textbox', { name: 'What did you like about the first principles analysis?' }),
    ).toHaveValue('');
  });

  it("shows 'Error submitting feedback: ' with the server's detail, or 'Failed to submit feedback'", async () => {
    let status = 400;
    stubRoutes({
      [ROUTE]: () =>
        status === 400
          ? jsonResponse(
              { code: 'VALIDATION', detail: 'This search is not available any more. Run the search again.' },
              400,
            )
          : Promise.reject(new TypeError('network down')),
    });
    const { user } = renderWithRouter(<FeedbackButton searchSessionId={SESSION} isSearching={false} />);
    const modal = await openModal(user);
    await user.click(modal.getByRole('radio', { name: '3' }));

    await user.click(modal.getByRole('button', { name: 'Submit feedback' }));
    expect(await modal.findByRole('alert')).toHaveTextContent(
      'Error submitting feedback: This search is not available any more. Run the search again.',
    );

    status = 0;
    await user.click(modal.getByRole('button', { name: 'Submit feedback' }));
    await waitFor(() =>
      expect(modal.getByRole('alert')).toHaveTextContent(
        'Error submitting feedback: Failed to submit feedback',
      ),
    );
    expect(modal.getByRole('button', { name: 'Submit feedback' })).toBeEnabled();
  });

  it('is usable with the keyboard alone: open, rate, submit, close with Escape', async () => {
    const fetchMock = stubRoutes({ [ROUTE]: () => pending() });
    const { user } = renderWithRouter(<FeedbackButton searchSessionId={SESSION} isSearching={false} />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Feedback' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const modal = within(await screen.findByRole('dialog', { name: 'Feedback on this search' }));
    modal.getByRole('radio', { name: '10' }).focus();
    await user.keyboard(' ');
    expect(modal.getByRole('radio', { name: '10' })).toBeChecked();
    modal.getByRole('button', { name: 'Submit feedback' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, ROUTE)).toHaveLength(1));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
