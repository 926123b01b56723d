import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { AttachmentsCell } from './attachments-cell.tsx';

describe('AttachmentsCell', () => {
  it('lists each file as a link', () => {
    renderWithRouter(
      <AttachmentsCell
        attachments={[
          { name: 'datasheet.pdf', url: '/media/1/datasheet.pdf' },
          { name: 'curve.png', url: '/media/1/curve.png' },
        ]}
      />,
    );

    expect(screen.getByRole('link', { name: 'datasheet.pdf' })).toHaveAttribute(
      'href',
      '/media/1/datasheet.pdf',
    );
    expect(screen.getByRole('link', { name: 'curve.png' })).toBeInTheDocument();
    expect(screen.queryByText('Attachments were deleted')).not.toBeInTheDocument();
  });

  it("a missing file shows 'Attachments were deleted' beside the files still there", () => {
    renderWithRouter(
      <AttachmentsCell
        attachments={[
          { name: 'datasheet.pdf', url: '/media/1/datasheet.pdf' },
          { name: 'gone.pdf', url: null },
        ]}
      />,
    );

    expect(screen.getByRole('link', { name: 'datasheet.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'gone.pdf' })).not.toBeInTheDocument();
    expect(screen.getByText('Attachments were deleted')).toBeInTheDocument();
  });

  it('no files: None', () => {
    renderWithRouter(<AttachmentsCell attachments={[]} />);

    expect(screen.getByText('None')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
