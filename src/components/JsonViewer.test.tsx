import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { JsonViewer } from './JsonViewer';

/** Renders the viewer and sets up user-event, whose clipboard stub replaces the browser's. */
function renderViewer(ui: React.ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(ui) };
}

const items = Array.from({ length: 2500 }, (_, index) => ({ id: index, passed: index % 2 === 0, note: null }));

describe('JsonViewer', () => {
  it('shows keys and primitives of each type in a labelled list', () => {
    renderViewer(
      <JsonViewer label="Answer" value={{ language: 'python', score: 0.75, passed: true, feedback: null }} />,
    );

    const region = screen.getByRole('region', { name: 'Answer' });
    expect(within(region).getByRole('button', { name: '{4 keys}', expanded: true })).toBeInTheDocument();
    for (const key of ['language', 'score', 'passed', 'feedback']) {
      expect(within(region).getByText(key)).toHaveClass('json-key');
    }
    expect(within(region).getByText('python')).toHaveClass('json-string');
    expect(within(region).getByText('0.75')).toHaveClass('json-number');
    expect(within(region).getByText('true')).toHaveClass('json-boolean');
    expect(within(region).getByText('null')).toHaveClass('json-null');
    expect(within(region).getAllByRole('listitem')).toHaveLength(5);
  });

  it('renders the children of a collapsed node only once it is expanded, by keyboard too', async () => {
    const { user } = renderViewer(
      <JsonViewer label="Evaluation details" value={{ tests: [{ name: 'handles empty input' }] }} />,
    );

    const tests = screen.getByRole('button', { name: 'tests: [1 item]' });
    expect(tests).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('0')).not.toBeInTheDocument();

    tests.focus();
    await user.keyboard('{Enter}');
    expect(tests).toHaveAttribute('aria-expanded', 'true');
    const first = screen.getByRole('button', { name: '0: {1 key}', expanded: false });
    expect(screen.queryByText('handles empty input')).not.toBeInTheDocument();

    await user.click(first);
    expect(screen.getByText('handles empty input')).toBeInTheDocument();

    await user.click(tests);
    expect(screen.queryByText('handles empty input')).not.toBeInTheDocument();
  });

  it('starts with nothing expanded when initiallyExpandedDepth is 0', () => {
    renderViewer(<JsonViewer label="Answer" value={{ code: 'print(1)' }} initiallyExpandedDepth={0} />);

    expect(screen.getByRole('button', { name: '{1 key}', expanded: false })).toBeInTheDocument();
    expect(screen.queryByText('print(1)')).not.toBeInTheDocument();
  });

  it('pages a 2,500-item array 100 items at a time', async () => {
    const { user } = renderViewer(<JsonViewer label="Answer" value={items} />);

    // Text queries, not role queries: computing accessible names over 2,500 rows is too slow in jsdom.
    const list = screen.getByText('[2,500 items]', { selector: 'button' }).nextElementSibling as HTMLElement;
    const shownItems = () => within(list).getAllByText(': {3 keys}', { selector: 'button', exact: true });
    const showMore = () => within(list).queryByText('Show 100 more (of 2,500)', { selector: 'button' });
    expect(list).toHaveRole('list');
    expect(shownItems()).toHaveLength(100);
    expect(within(list).getByText('99', { selector: '.json-key' })).toBeInTheDocument();
    expect(within(list).queryByText('100', { selector: '.json-key' })).not.toBeInTheDocument();

    await user.click(showMore()!);
    expect(shownItems()).toHaveLength(200);
    expect(within(list).getByText('199', { selector: '.json-key' })).toBeInTheDocument();

    await user.click(showMore()!);
    expect(shownItems()).toHaveLength(300);
    expect(showMore()).toBeInTheDocument();
  });

  it('offers only what is left on the last page, then no more', async () => {
    const { user } = renderViewer(
      <JsonViewer label="Answer" value={Array.from({ length: 130 }, (_, index) => index)} />,
    );

    expect(screen.getAllByText(/^\d+$/, { selector: '.json-number' })).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Show 30 more (of 130)' }));

    expect(screen.getAllByText(/^\d+$/, { selector: '.json-number' })).toHaveLength(130);
    expect(screen.getByText('129', { selector: '.json-number' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();
  });

  it('cuts a long string to a preview and shows all of it, whitespace kept, on request', async () => {
    const code = `def solve():\n    return 42\n${'x'.repeat(612_345 - 27)}`;
    expect(code).toHaveLength(612_345);
    const { user } = renderViewer(<JsonViewer label="Answer" value={{ code }} />);

    const preview = screen.getByText(/^def solve/);
    expect(preview.textContent).toBe(code.slice(0, 500));
    expect(preview.textContent).toContain('\n    return 42\n');

    await user.click(screen.getByRole('button', { name: 'Show all (612,345 characters)' }));
    expect(screen.getByText(/^def solve/).textContent).toBe(code);

    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByText(/^def solve/).textContent).toHaveLength(500);
  });

  it('shows hostile markup as literal text and creates no elements from it', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = renderViewer(
      <JsonViewer label="Answer" value={{ [hostile]: hostile, nested: ['<script>alert(2)</script>'] }} />,
    );

    expect(screen.getByText(hostile, { selector: '.json-key' })).toBeInTheDocument();
    expect(screen.getByText(hostile, { selector: '.json-string' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });

  it('copies the whole value as pretty JSON, made only when the button is pressed', async () => {
    const value = { code: 'print(1)', tests: [1, 2] };
    const stringify = vi.spyOn(JSON, 'stringify');
    const { user } = renderViewer(<JsonViewer label="Answer" value={value} />);
    expect(stringify).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Copy JSON' }));

    expect(await navigator.clipboard.readText()).toBe(JSON.stringify(value, null, 2));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    stringify.mockRestore();
  });

  it('shows the pretty JSON to copy by hand when the clipboard refuses', async () => {
    const { user } = renderViewer(<JsonViewer label="Answer" value={{ a: 1 }} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));

    await user.click(screen.getByRole('button', { name: 'Copy JSON' }));

    expect(await screen.findByRole('textbox', { name: 'Answer JSON' })).toHaveValue('{\n  "a": 1\n}');
  });

  it.each([null, undefined])('says "None" for %s, with nothing to copy', (value) => {
    renderViewer(<JsonViewer label="Evaluation details" value={value} />);

    const region = screen.getByRole('region', { name: 'Evaluation details' });
    expect(region).toHaveTextContent('None');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a primitive root and empty containers without disclosure buttons', () => {
    const { rerender } = renderViewer(<JsonViewer label="Answer" value="just text" />);
    expect(screen.getByText('just text')).toHaveClass('json-string');

    rerender(<JsonViewer label="Answer" value={{ list: [], map: {} }} />);
    expect(screen.getByText('[]')).toBeInTheDocument();
    expect(screen.getByText('{}')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /keys|items/ })).toHaveLength(1);
  });

  it('keeps the first render of a ~600 KB answer small', () => {
    const code = 'x = 1\n'.repeat(100_000);
    const { container } = renderViewer(<JsonViewer label="Answer" value={{ code, language: 'python' }} />);

    expect(container.querySelectorAll('*').length).toBeLessThan(200);
    expect(screen.getByRole('button', { name: 'Show all (600,000 characters)' })).toBeInTheDocument();
  });

  it('keeps the first render of ~600 KB of array items bounded to one chunk', () => {
    const rows = Array.from({ length: 2500 }, (_, index) => ({ id: index, output: 'y'.repeat(230) }));
    expect(JSON.stringify(rows).length).toBeGreaterThan(600_000);
    const { container } = renderViewer(
      <JsonViewer label="Evaluation details" value={rows} initiallyExpandedDepth={0} />,
    );

    expect(container.querySelectorAll('*').length).toBeLessThan(200);
  });
});
