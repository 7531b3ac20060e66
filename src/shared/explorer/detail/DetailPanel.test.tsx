import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { OpenRowButton, RowActionsContext } from '@/shared/explorer/table/row-actions';
import { DetailPanel } from './DetailPanel';

const PANEL_ID = 'test-detail';

/** Two rows' open buttons and the panel, wired as the explorer wires them. */
function Harness() {
  const [openId, setOpenId] = useState<string | undefined>();
  return (
    <>
      <RowActionsContext value={{ openRow: setOpenId, selectedRowId: openId, panelId: PANEL_ID }}>
        {['a', 'b'].map((id) => (
          <OpenRowButton key={id} rowId={id} label={`Open answer ${id}`}>
            {id}
          </OpenRowButton>
        ))}
      </RowActionsContext>
      {/* Like a filter: changing it closes the panel. */}
      <label>
        Filter <input onChange={() => setOpenId(undefined)} />
      </label>
      {openId !== undefined && (
        <DetailPanel id={PANEL_ID} title={`Answer ${openId}`} onClose={() => setOpenId(undefined)}>
          <button type="button">Inside</button>
        </DetailPanel>
      )}
    </>
  );
}

const openButton = (id: string) => screen.getByRole('button', { name: `Open answer ${id}` });

describe('DetailPanel', () => {
  it('opens as a labelled region with focus on its heading, tied to the row button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(openButton('a')).toHaveAttribute('aria-expanded', 'false');
    expect(openButton('a')).not.toHaveAttribute('aria-controls');

    await user.click(openButton('a'));
    const panel = screen.getByRole('region', { name: 'Answer a' });
    expect(panel).toHaveAttribute('id', PANEL_ID);
    expect(screen.getByRole('heading', { name: 'Answer a' })).toHaveFocus();
    expect(openButton('a')).toHaveAttribute('aria-expanded', 'true');
    expect(openButton('a')).toHaveAttribute('aria-controls', PANEL_ID);
    expect(openButton('b')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with the Close button, focus back on the row button that opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(openButton('a'));
    await user.click(openButton('b'));
    expect(screen.getByRole('heading', { name: 'Answer b' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(openButton('b')).toHaveFocus();
  });

  it('closes with Escape from anywhere inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    openButton('a').focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Inside' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(openButton('a')).toHaveFocus();
  });

  it('leaves focus alone when it closes while the user is elsewhere', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(openButton('a'));
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'x');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveFocus();
  });
});
