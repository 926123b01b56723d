import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, partStructure } from '../../../../test/factories.ts';
import { jsonResponse, pending, stubFetch } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { PartDetails } from './part-details.tsx';

function renderPart(slug = 'pump') {
  return renderWithRouter(<PartDetails slug={slug} />, { path: `/part/${slug}` });
}

describe('PartDetails', () => {
  it('shows a loading state while the part loads', async () => {
    stubFetch(() => pending());
    renderPart();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading part…');
  });

  it('shows the part and, per classification, what a request asks', async () => {
    const fetchMock = stubFetch(() => jsonResponse(partStructure()));
    renderPart();

    expect(await screen.findByRole('heading', { level: 1, name: 'Pump' })).toBeInTheDocument();
    expect(screen.getByText('Centrifugal and positive-displacement pumps.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/part/pump', expect.anything());

    const hydraulics = within(screen.getByRole('region', { name: 'Hydraulics' }));
    expect(hydraulics.getByText('Flow rate', { exact: false })).toHaveTextContent('Flow rate * (required)');
    expect(hydraulics.getByText('Units: gpm, m3/h')).toBeInTheDocument();
    // An optional attribute in a required classification: no asterisk.
    expect(hydraulics.getByText('Fluid')).toHaveTextContent(/^Fluid$/);
    expect(hydraulics.getByText('One of: Water, Oil')).toBeInTheDocument();

    // A required attribute in an optional classification: no asterisk either.
    const installation = within(screen.getByRole('region', { name: 'Installation' }));
    expect(installation.getByText('Optional')).toBeInTheDocument();
    expect(installation.getByText('Orientation')).toHaveTextContent(/^Orientation$/);
  });

  it('says the part does not exist when the API answers 404, with a way home', async () => {
    stubFetch(() =>
      jsonResponse(errorBody({ code: 'NOT_FOUND', detail: 'No part has the address gearbox.' }), 404),
    );
    const { user, router } = renderPart('gearbox');

    expect(await screen.findByRole('heading', { name: 'Part not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Search parts on the home page' }));

    expect(router.state.location.pathname).toBe('/');
  });

  it('offers a retry when loading fails for another reason', async () => {
    let isServerDown = true;
    stubFetch(() =>
      isServerDown ? jsonResponse(errorBody(), 500) : jsonResponse(partStructure({ title: 'Pump' })),
    );
    const { user } = renderPart();

    expect(await screen.findByRole('heading', { name: 'This part could not be loaded' })).toBeInTheDocument();
    expect(
      screen.getByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeInTheDocument();

    isServerDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pump' })).toBeInTheDocument();
  });
});
