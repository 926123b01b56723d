import { launchNotifyDetail, MESSAGES } from '@specsource/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';
import { comingSoonPartType } from '../test/part-type.ts';

const AUTH = 'GET /api/check-auth/';
const TYPE = 'GET /api/part-types/compressor';
const NOTIFY = 'POST /api/part-types/compressor/notify/';
const PATH = '/coming-soon/compressor/?part=compressor';

describe('the coming-soon page', () => {
  it('shows the launch, what it will do and the way to request now, as the part type is configured', async () => {
    stubRoutes({ [AUTH]: () => jsonResponse({}), [TYPE]: () => jsonResponse(comingSoonPartType()) });
    renderApp(PATH);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Instant compressor selection is coming soon' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Estimated launch: Q2 2099')).toBeInTheDocument();
    const features = screen.getByRole('list');
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Free air delivery and pressure analysis', 'Top 3 compressor matches']);
    expect(screen.getByRole('link', { name: 'Request offers' })).toHaveAttribute('href', '/part/compressor');
    expect(screen.getByRole('button', { name: 'Notify me at launch' })).toBeInTheDocument();
  });

  it('never shows a launch quarter that has passed, and no form when notify-me is off', async () => {
    stubRoutes({
      [AUTH]: () => jsonResponse({}),
      [TYPE]: () => jsonResponse(comingSoonPartType({ estimatedLaunch: 'Q1 2020', notify: false })),
    });
    renderApp(PATH);

    expect(await screen.findByText('Launch date to be announced')).toBeInTheDocument();
    expect(screen.queryByText(/Q1 2020/)).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Notify me at launch' })).not.toBeInTheDocument();
  });

  it('checks the e-mail as the server does, sends it once, and says it is on the list', async () => {
    const fetchMock = stubRoutes({
      [AUTH]: () => jsonResponse({}),
      [TYPE]: () => jsonResponse(comingSoonPartType()),
      [NOTIFY]: () =>
        jsonResponse({
          detail: launchNotifyDetail('grace@example.com', true),
          email: 'grace@example.com',
          is_new: true,
        }),
    });
    const { user } = renderApp(PATH);

    const form = await screen.findByRole('form', { name: 'Notify me at launch' });
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'grace@');
    await user.click(within(form).getByRole('button', { name: 'Notify me at launch' }));
    expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      MESSAGES.emailInvalid,
    );
    expect(callsTo(fetchMock, NOTIFY)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'example.com');
    await user.click(within(form).getByRole('button', { name: 'Notify me at launch' }));
    expect(await screen.findByText(launchNotifyDetail('grace@example.com', true))).toBeInTheDocument();
    expect(callsTo(fetchMock, NOTIFY).map((call) => call.body)).toEqual([{ email: 'grace@example.com' }]);
  });

  it("starts from a signed-in customer's e-mail, and shows the server's refusal", async () => {
    stubRoutes({
      [AUTH]: () => jsonResponse(currentUser({ email: 'ada@example.com' })),
      [TYPE]: () => jsonResponse(comingSoonPartType()),
      [NOTIFY]: () => jsonResponse(errorBody({ code: 'RATE_LIMITED', detail: MESSAGES.rateLimited }), 429),
    });
    const { user } = renderApp(PATH);

    const form = await screen.findByRole('form', { name: 'Notify me at launch' });
    expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveValue('ada@example.com');
    await user.click(within(form).getByRole('button', { name: 'Notify me at launch' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MESSAGES.rateLimited);
  });

  it('says so for a type whose results are live, and for an unknown type', async () => {
    stubRoutes({
      [AUTH]: () => jsonResponse({}),
      [TYPE]: () => jsonResponse(comingSoonPartType({ enabled: false })),
      'GET /api/part-types/rocket': () =>
        jsonResponse(errorBody({ code: 'NOT_FOUND', detail: "No part type is called 'rocket'." }), 404),
    });
    const { router } = renderApp(PATH);
    expect(
      await screen.findByRole('heading', { name: 'Compressors: instant results are live' }),
    ).toBeInTheDocument();

    await router.navigate('/coming-soon/rocket/');
    expect(await screen.findByRole('heading', { name: 'Part type not found' })).toBeInTheDocument();
  });
});
