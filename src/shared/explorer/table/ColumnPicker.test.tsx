import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { ColumnPicker } from './ColumnPicker';
import { useColumnVisibility } from './use-column-visibility';

const STORAGE_KEY = 'test-columns';
const columns = [
  { id: 'created_at', label: 'Created' },
  { id: 'score', label: 'Score' },
  { id: 'answer', label: 'Answer' },
];

/** The picker as the explorer uses it, with the visibility it produces listed for the test to read. */
function Harness({ initiallyHidden }: { initiallyHidden?: string[] }) {
  const { visibility, setVisible, reset } = useColumnVisibility(
    STORAGE_KEY,
    columns.map(({ id }) => id),
    initiallyHidden,
  );
  return (
    <>
      <ColumnPicker columns={columns} visibility={visibility} onChange={setVisible} onReset={reset} />
      <output aria-label="Shown">
        {columns
          .filter(({ id }) => visibility[id])
          .map(({ label }) => label)
          .join(', ')}
      </output>
    </>
  );
}

const shown = () => screen.getByRole('status', { name: 'Shown' });
const picker = () => screen.getByRole('button', { name: 'Columns' });

afterEach(() => window.localStorage.clear());

describe('ColumnPicker with useColumnVisibility', () => {
  it('opens a labelled group of checkboxes and hides and shows columns', async () => {
    const user = userEvent.setup();
    render(<Harness initiallyHidden={['answer']} />);
    expect(shown()).toHaveTextContent('Created, Score');
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Show columns' })).not.toBeInTheDocument();

    await user.click(picker());
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Show columns' });
    expect(within(group).getByRole('checkbox', { name: 'Answer' })).not.toBeChecked();

    await user.click(within(group).getByRole('checkbox', { name: 'Answer' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Score' }));
    expect(shown()).toHaveTextContent('Created, Answer');
  });

  it('remembers the choice across visits, and Reset forgets it', async () => {
    const user = userEvent.setup();
    const first = render(<Harness />);
    await user.click(picker());
    await user.click(screen.getByRole('checkbox', { name: 'Score' }));
    first.unmount();

    render(<Harness />);
    expect(shown()).toHaveTextContent('Created, Answer');
    await user.click(picker());
    await user.click(screen.getByRole('button', { name: 'Reset columns' }));
    expect(shown()).toHaveTextContent('Created, Score, Answer');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('ignores a malformed saved value', () => {
    window.localStorage.setItem(STORAGE_KEY, '{not json');
    render(<Harness />);
    expect(shown()).toHaveTextContent('Created, Score, Answer');
  });

  it('never hides the last column shown, and says why', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ created_at: false, score: false }));
    render(<Harness />);
    await user.click(picker());

    const last = screen.getByRole('checkbox', { name: 'Answer' });
    expect(last).toBeChecked();
    expect(last).toBeDisabled();
    expect(last).toHaveAccessibleDescription('The last column shown cannot be hidden.');
  });

  it('falls back to the defaults when a saved value would hide every column', () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ created_at: false, score: false, answer: false }));
    render(<Harness initiallyHidden={['answer']} />);
    expect(shown()).toHaveTextContent('Created, Score');
  });

  it('works from the keyboard, and Escape closes it with focus back on the button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(picker()).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Created' })).toHaveFocus();
    await user.keyboard(' ');
    expect(shown()).toHaveTextContent('Score, Answer');

    await user.keyboard('{Escape}');
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    expect(picker()).toHaveFocus();
  });

  it('closes on a click elsewhere', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(picker());
    await user.click(shown());
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
  });
});
