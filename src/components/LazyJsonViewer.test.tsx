import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test: React.lazy keeps what it loaded, so only a fresh one shows the stand-in. */
async function importFresh() {
  vi.resetModules();
  return (await import('./LazyJsonViewer')).LazyJsonViewer;
}

describe('LazyJsonViewer', () => {
  let LazyJsonViewer: Awaited<ReturnType<typeof importFresh>>;
  beforeEach(async () => {
    LazyJsonViewer = await importFresh();
  });

  it('holds the viewer’s place while its code loads, then shows the tree in it', async () => {
    render(<LazyJsonViewer label="Answer" value={{ language: 'python' }} />);

    const pending = screen.getByRole('region', { name: 'Answer' });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(within(pending).getByRole('status')).toHaveTextContent('Loading the viewer…');
    // The Copy button's room is kept, but there is nothing to press yet.
    expect(within(pending).queryByRole('button')).not.toBeInTheDocument();

    expect(await screen.findByRole('button', { name: '{1 key}', expanded: true })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Answer' });
    expect(region).not.toHaveAttribute('aria-busy');
    expect(within(region).getByText('python')).toHaveClass('json-string');
    expect(within(region).getByRole('button', { name: 'Copy JSON' })).toBeEnabled();
    expect(screen.queryByText('Loading the viewer…')).not.toBeInTheDocument();
  });

  it('says "None" for no value at once, as the viewer does, with nothing loading', async () => {
    render(<LazyJsonViewer label="Evaluation details" value={null} />);

    const region = screen.getByRole('region', { name: 'Evaluation details' });
    expect(region).toHaveTextContent('None');
    expect(region).not.toHaveAttribute('aria-busy');
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
    // The viewer itself then says the same.
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByRole('region', { name: 'Evaluation details' })).toHaveTextContent('None');
  });
});
