import type { Attachment } from '@specsource/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render.tsx';
import { AttachmentLinks } from './attachment-links.tsx';

function attachment(overrides: Partial<Attachment> & Pick<Attachment, 'id' | 'name'>): Attachment {
  return {
    size: 2048,
    content_type: 'application/pdf',
    url: `/api/files/request-attachments/${overrides.id}`,
    deleted: false,
    created_at: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

describe('AttachmentLinks', () => {
  it('lists each file as a download link with its size', () => {
    renderWithRouter(
      <AttachmentLinks
        attachments={[
          attachment({ id: 1, name: 'pump-drawing.pdf', size: 1_572_864 }),
          attachment({ id: 2, name: 'photo.png', size: 512, content_type: 'image/png' }),
        ]}
      />,
    );

    const list = screen.getByRole('list', { name: 'Attachments' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const drawing = screen.getByRole('link', { name: 'pump-drawing.pdf' });
    expect(drawing).toHaveAttribute('href', '/api/files/request-attachments/1');
    expect(drawing).toHaveAttribute('download', 'pump-drawing.pdf');
    expect(items[0]).toHaveTextContent('pump-drawing.pdf1.5 MB');
    expect(items[1]).toHaveTextContent('photo.png512 bytes');
    expect(screen.queryByText('Attachments were deleted')).not.toBeInTheDocument();
  });

  it("shows 'Attachments were deleted' once beside the files still there", () => {
    renderWithRouter(
      <AttachmentLinks
        attachments={[
          attachment({ id: 1, name: 'kept.pdf' }),
          attachment({ id: 2, name: 'gone.pdf', url: null, deleted: true }),
          attachment({ id: 3, name: 'also-gone.pdf', url: null, deleted: true }),
        ]}
      />,
    );

    expect(screen.getByRole('link', { name: 'kept.pdf' })).toBeInTheDocument();
    expect(screen.queryByText('gone.pdf')).not.toBeInTheDocument();
    expect(screen.getAllByText('Attachments were deleted')).toHaveLength(1);
  });

  it("shows only 'Attachments were deleted' when every file is gone", () => {
    renderWithRouter(
      <AttachmentLinks attachments={[attachment({ id: 4, name: 'gone.pdf', url: null, deleted: true })]} />,
    );

    expect(screen.getByText('Attachments were deleted')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a quiet dash, named for screen readers, when there are none', () => {
    renderWithRouter(<AttachmentLinks attachments={[]} />);

    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getByText('No attachments')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('reaches each link with the keyboard', async () => {
    const { user } = renderWithRouter(
      <AttachmentLinks
        attachments={[attachment({ id: 1, name: 'a.pdf' }), attachment({ id: 2, name: 'b.pdf' })]}
      />,
    );

    await user.tab();
    expect(screen.getByRole('link', { name: 'a.pdf' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'b.pdf' })).toHaveFocus();
  });
});
