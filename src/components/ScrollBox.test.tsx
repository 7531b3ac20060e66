import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createDataColumnHelper } from './data-columns';
import { DataTable } from './DataTable';

interface Row {
  id: string;
  title: string;
}
const column = createDataColumnHelper<Row>();
const columns = column.columns([
  column.accessor('title', { header: 'Title', cell: (info) => <a href="/t">{info.getValue()}</a> }),
]);
const rows: Row[] = [{ id: 'a', title: 'A very long title that CSS cuts' }];

/** jsdom has no layout: widths and the ResizeObserver are played by the test. */
function fakeLayout() {
  const observers: Array<() => void> = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {
        observers.push(() => this.callback());
      }
      observe() {}
      disconnect() {}
    },
  );
  const widths = new Map<Element, { scroll: number; client: number }>();
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return widths.get(this)?.scroll ?? 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return widths.get(this)?.client ?? 0;
  });
  return {
    setWidths: (element: Element, scroll: number, client: number) => widths.set(element, { scroll, client }),
    resize: () => act(() => observers.forEach((notify) => notify())),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DataTable in a narrow column (ScrollBox, cut-text-title)', () => {
  it('becomes a focusable region saying it scrolls sideways only while it is wider than its box', () => {
    const layout = fakeLayout();
    render(<DataTable caption="Things" columns={columns} data={rows} getRowId={(row) => row.id} />);
    const box = screen.getByRole('table', { name: 'Things' }).parentElement!;
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('tabindex');

    layout.setWidths(box, 900, 390);
    layout.resize();
    const region = screen.getByRole('region', { name: 'Things, scrolls sideways' });
    expect(region).toBe(box);
    expect(region).toHaveAttribute('tabindex', '0');

    layout.setWidths(box, 600, 600);
    layout.resize();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('stays a plain box where ResizeObserver is missing', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    render(<DataTable caption="Things" columns={columns} data={rows} getRowId={(row) => row.id} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('gives text cut by CSS its whole text as a title on hover, and takes it back once it fits', () => {
    const layout = fakeLayout();
    render(<DataTable caption="Things" columns={columns} data={rows} getRowId={(row) => row.id} className="cut" />);
    const link = screen.getByRole('link', { name: rows[0]!.title });
    expect(screen.getByRole('table').parentElement).toHaveClass('data-table-scroll', 'cut');
    expect(link.closest('td')).toHaveAttribute('data-column', 'title');

    fireEvent.pointerOver(link);
    expect(link).not.toHaveAttribute('title');

    layout.setWidths(link, 300, 120);
    fireEvent.pointerOver(link);
    expect(link).toHaveAttribute('title', rows[0]!.title);

    layout.setWidths(link, 120, 120);
    fireEvent.pointerOver(link);
    expect(link).not.toHaveAttribute('title');
  });

  it('keeps a title the cell already has', () => {
    const layout = fakeLayout();
    const titled = column.columns([
      column.accessor('title', { header: 'Title', cell: () => <span title="Own title">Shown text, cut</span> }),
    ]);
    render(<DataTable caption="Things" columns={titled} data={rows} getRowId={(row) => row.id} />);
    const span = screen.getByText('Shown text, cut');
    layout.setWidths(span, 300, 120);

    fireEvent.pointerOver(span);
    expect(span).toHaveAttribute('title', 'Own title');
  });
});
