import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { API, apiErrorResponse, gate } from '@/testing/msw-helpers';
import { renderApp } from '@/testing/render-with-providers';

const { fake, server } = serveFakeApi();
const db = await fake.ready;
const pipelines = [...db.pipelines.values()];

/** Every PATCH of a pipeline, with its Idempotency-Key and body; the fake still answers. */
function recordPatches() {
  const patches: Array<{ key: string | null; body: unknown }> = [];
  server.use(
    http.patch(`${API}/pipelines/:id`, async ({ request }) => {
      patches.push({ key: request.headers.get('Idempotency-Key'), body: await request.clone().json() });
    }),
  );
  return patches;
}

async function openRename(name: string) {
  const rendered = await renderApp('/pipelines');
  const card = await screen.findByRole('article', { name });
  await rendered.user.click(within(card).getByRole('button', { name: `Rename ${name}` }));
  const input = within(card).getByRole('textbox', { name: 'Pipeline name' });
  return { ...rendered, card, input };
}

describe('renaming a pipeline', () => {
  it('saves the trimmed name, says so, shows it in the list and gives focus back to Rename', async () => {
    const pipeline = pipelines[0]!;
    const patches = recordPatches();
    const { user, card, input, settled } = await openRename(pipeline.name);
    expect(input).toHaveFocus();
    expect(input).toHaveValue(pipeline.name);

    await user.clear(input);
    await user.type(input, '  Platform hiring 2027  ');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    const renamed = await screen.findByRole('article', { name: 'Platform hiring 2027' });
    await waitFor(() =>
      expect(within(renamed).getByRole('status')).toHaveTextContent('Renamed to “Platform hiring 2027”.'),
    );
    expect(within(renamed).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(renamed).getByRole('button', { name: 'Rename Platform hiring 2027' })).toHaveFocus();
    expect(patches.map((patch) => patch.body)).toEqual([{ name: 'Platform hiring 2027' }]);
    expect(patches[0]!.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(db.pipelines.get(pipeline.id)?.name).toBe('Platform hiring 2027');
    await settled();
  });

  it('refuses an empty name or one over 200 characters before sending anything', async () => {
    const pipeline = pipelines[1]!;
    const patches = recordPatches();
    const { user, card, input, settled } = await openRename(pipeline.name);

    await user.clear(input);
    await user.type(input, '   ');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByText('Enter a name for the pipeline.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter a name for the pipeline\./);
    expect(input).toHaveFocus();

    await user.clear(input);
    await user.paste('x'.repeat(201));
    expect(within(card).queryByText('Enter a name for the pipeline.')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByText('The name has 201 characters; at most 200 are allowed.')).toBeInTheDocument();
    expect(patches).toEqual([]);
    await settled();
  });

  it('shows the API’s refusal of the name under the field and keeps what was typed', async () => {
    const pipeline = pipelines[2]!;
    server.use(
      http.patch(`${API}/pipelines/:id`, () =>
        apiErrorResponse(
          400,
          'invalid_body',
          'Field "name" must be at most 200 characters.',
          'req_renamerefused0000000000a',
        ),
      ),
    );
    const { user, card, input, settled } = await openRename(pipeline.name);
    await user.clear(input);
    await user.type(input, 'Ünïcode name');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await within(card).findByText('Field "name" must be at most 200 characters.')).toBeInTheDocument();
    expect(input).toHaveValue('Ünïcode name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(card).queryByRole('heading', { name: 'The pipeline could not be renamed' })).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(pipeline.name);
    await settled();
    // The open form with its problem (jsdom has no layout: contrast and target size are e2e's).
    const results = await axe.run(card, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('shows any other failure in an error panel, and a retry reuses the action’s Idempotency-Key', async () => {
    const pipeline = pipelines[3]!;
    let failures = 1;
    server.use(
      http.patch(`${API}/pipelines/:id`, () => {
        if (failures-- > 0)
          return apiErrorResponse(409, 'idempotency_conflict', 'Key reused.', 'req_renameconflict00000000a');
      }),
    );
    const patches = recordPatches();
    const { user, card, input, settled } = await openRename(pipeline.name);
    await user.clear(input);
    await user.type(input, 'Support, renamed');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    const panel = await within(card).findByRole('heading', { name: 'The pipeline could not be renamed' });
    expect(panel).toBeInTheDocument();
    expect(within(card).getByText('idempotency_conflict')).toBeInTheDocument();
    expect(within(card).getByText('req_renameconflict00000000a')).toBeInTheDocument();
    expect(input).toHaveValue('Support, renamed');

    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('article', { name: 'Support, renamed' })).toBeInTheDocument();
    expect(patches).toHaveLength(2);
    expect(patches[1]!.key).toBe(patches[0]!.key);
    await settled();
  });

  it('sends one request for a double submit, and says it is saving meanwhile', async () => {
    const pipeline = pipelines[4]!;
    const held = gate();
    const patches = recordPatches();
    server.use(http.patch(`${API}/pipelines/:id`, async () => void (await held.opened)));
    const { user, card, input, settled } = await openRename(pipeline.name);
    await user.clear(input);
    await user.type(input, 'Held name');
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Saving the new name…'));
    expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
    held.open();
    expect(await screen.findByRole('article', { name: 'Held name' })).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    await settled();
  });

  it('cancels with Escape or Cancel, keeping the name and giving focus back to Rename', async () => {
    const pipeline = pipelines[5]!;
    const patches = recordPatches();
    const { user, card, input, settled } = await openRename(pipeline.name);
    await user.type(input, ' changed');
    await user.keyboard('{Escape}');

    const rename = within(card).getByRole('button', { name: `Rename ${pipeline.name}` });
    expect(rename).toHaveFocus();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(rename);
    expect(within(card).getByRole('textbox', { name: 'Pipeline name' })).toHaveValue(pipeline.name);
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByRole('button', { name: `Rename ${pipeline.name}` })).toHaveFocus();
    expect(patches).toEqual([]);
    await settled();
  });
});
