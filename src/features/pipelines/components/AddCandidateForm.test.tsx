import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { configureApiClient } from '@/api/client';
import { serveFakeApi } from '@/testing/fake-api-server';
import { API, apiErrorResponse, gate } from '@/testing/msw-helpers';
import { renderApp } from '@/testing/render-with-providers';

const { fake, server } = serveFakeApi();
const db = await fake.ready;
const pipeline = [...db.pipelines.values()][0]!;
const firstStage = [...pipeline.stages].sort((a, b) => a.position - b.position)[0]!;

/** Every POST /candidates: its Idempotency-Key and body; the fake (or a later handler) answers. */
function recordPosts() {
  const posts: Array<{ key: string | null; body: unknown }> = [];
  server.use(
    http.post(`${API}/candidates`, async ({ request }) => {
      posts.push({ key: request.headers.get('Idempotency-Key'), body: await request.clone().json() });
    }),
  );
  return posts;
}

const named = (name: string) => [...db.candidates.values()].filter((candidate) => candidate.name === name);

/** The list at `path` with the form open, its fields filled in. */
async function openForm(path: string, fields: { name?: string; email?: string } = {}) {
  const rendered = await renderApp(path);
  await rendered.user.click(screen.getByRole('button', { name: 'Add a candidate' }));
  const form = screen.getByRole('region', { name: 'Add a candidate' });
  const name = within(form).getByRole('textbox', { name: 'Name' });
  const email = within(form).getByRole('textbox', { name: 'Email' });
  const pipelineSelect = within(form).getByRole('combobox', { name: 'Pipeline' });
  expect(name).toHaveFocus();
  if (fields.name) await rendered.user.type(name, fields.name);
  if (fields.email) await rendered.user.type(email, fields.email);
  const submit = within(form).getByRole('button', { name: 'Add candidate' });
  return { ...rendered, form, name, email, pipelineSelect, submit };
}

describe('adding a candidate', () => {
  it('adds them at the first stage of the list’s pipeline, says so, resets the form and refreshes the list', async () => {
    const posts = recordPosts();
    const before = db.candidates.size;
    const { user, name, email, pipelineSelect, submit } = await openForm(`/candidates?pipeline_id=${pipeline.id}`, {
      name: '  Ada Lovelace ',
      email: 'ada@example.com',
    });
    await waitFor(() => expect(pipelineSelect).toHaveDisplayValue(pipeline.name));

    await user.click(submit);

    expect(await screen.findByText(`Added Ada Lovelace at ${firstStage.name}.`)).toBeInTheDocument();
    const added = named('Ada Lovelace');
    expect(added).toHaveLength(1);
    expect(db.candidates.size).toBe(before + 1);
    expect(posts.map((post) => post.body)).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com', pipeline_id: pipeline.id },
    ]);
    expect(screen.getByRole('link', { name: 'Open Ada Lovelace’s page' })).toHaveAttribute(
      'href',
      `/candidates/${added[0]!.id}`,
    );
    expect(name).toHaveValue('');
    expect(email).toHaveValue('');
    expect(name).toHaveFocus();
    // The list asked again: the newest candidate comes first.
    const table = await screen.findByRole('table', { name: /^Candidates/ });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Ada Lovelace'));

    // After a success, the same entries again are a new action: a new key, a second candidate.
    await user.type(name, 'Ada Lovelace');
    await user.type(email, 'ada@example.com');
    await user.click(submit);
    await waitFor(() => expect(named('Ada Lovelace')).toHaveLength(2));
    expect(new Set(posts.map((post) => post.key)).size).toBe(2);
    await screen.findByText(`Added Ada Lovelace at ${firstStage.name}.`);
  });

  it('creates one candidate from a double click', async () => {
    const before = db.candidates.size;
    const { user, pipelineSelect, submit } = await openForm('/candidates', {
      name: 'Grace Hopper',
      email: 'grace@example.com',
    });
    await user.selectOptions(pipelineSelect, pipeline.name);

    await user.dblClick(submit);

    await screen.findByText(`Added Grace Hopper at ${firstStage.name}.`);
    expect(named('Grace Hopper')).toHaveLength(1);
    expect(db.candidates.size).toBe(before + 1);
  });

  it('creates one candidate when submitted again while the first request runs', async () => {
    const held = gate();
    const posts = recordPosts();
    server.use(http.post(`${API}/candidates`, async () => void (await held.opened)));
    const before = db.candidates.size;
    const { user, form, pipelineSelect, submit } = await openForm('/candidates', {
      name: 'Alan Turing',
      email: 'alan@example.com',
    });
    await user.selectOptions(pipelineSelect, pipeline.name);

    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(within(form).getByRole('status')).toHaveTextContent('Adding…');
    fireEvent.submit(within(form).getByRole('textbox', { name: 'Name' }).closest('form')!);
    held.open();

    await screen.findByText(`Added Alan Turing at ${firstStage.name}.`);
    expect(named('Alan Turing')).toHaveLength(1);
    expect(db.candidates.size).toBe(before + 1);
    expect(posts).toHaveLength(1);
  });

  it('checks the fields before sending: nothing is sent, each problem is under its field, focus on the first', async () => {
    const posts = recordPosts();
    const { user, name, email, pipelineSelect, submit } = await openForm('/candidates', { email: 'not-an-email' });

    await user.click(submit);

    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/Enter a name\./);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(pipelineSelect).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();

    await user.type(name, 'Barbara Liskov');
    await user.selectOptions(pipelineSelect, pipeline.name);
    await user.click(submit);
    expect(email).toHaveFocus();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(posts).toHaveLength(0);
  });

  it('shows an API refusal under its field and keeps what was typed', async () => {
    server.use(
      http.post(`${API}/candidates`, () =>
        apiErrorResponse(400, 'invalid_body', 'Field "email" must be an email address.', 'req_refusedemail000000000a'),
      ),
    );
    const { user, name, email, pipelineSelect, submit } = await openForm('/candidates', {
      name: 'Edsger Dijkstra',
      email: 'edsger@example.c',
    });
    await user.selectOptions(pipelineSelect, pipeline.name);

    await user.click(submit);

    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The API refused it: Field "email" must be an email address.'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(name).toHaveValue('Edsger Dijkstra');
    expect(email).toHaveValue('edsger@example.c');
    expect(pipelineSelect).toHaveDisplayValue(pipeline.name);
    expect(named('Edsger Dijkstra')).toHaveLength(0);
  });

  it('after a server error, Try again sends the same Idempotency-Key, and one candidate results', async () => {
    let failing = true;
    server.use(
      http.post(`${API}/candidates`, () =>
        failing
          ? apiErrorResponse(500, 'internal_error', 'Something broke.', 'req_servererror00000000000a')
          : undefined,
      ),
    );
    // Used last, so it sees every attempt before the failure answers it.
    const posts = recordPosts();
    const { user, form, name, pipelineSelect, submit } = await openForm('/candidates', {
      name: 'Frances Allen',
      email: 'frances@example.com',
    });
    // The client's own retries of the 500 come at once.
    configureApiClient({ retry: { baseDelayMs: 1 } });
    await user.selectOptions(pipelineSelect, pipeline.name);

    await user.click(submit);
    const panel = await within(form).findByRole('region', { name: 'The candidate could not be added' });
    expect(panel).toHaveTextContent('req_servererror00000000000a');
    expect(name).toHaveValue('Frances Allen');
    expect(posts.length).toBeGreaterThan(1);

    failing = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    await screen.findByText(`Added Frances Allen at ${firstStage.name}.`);
    expect(new Set(posts.map((post) => post.key)).size).toBe(1);
    expect(posts[0]!.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(named('Frances Allen')).toHaveLength(1);
  });

  it('gives focus back to "Add a candidate" when closed', async () => {
    const { user, form } = await openForm('/candidates');
    await user.click(within(form).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('region', { name: 'Add a candidate' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a candidate' })).toHaveFocus();
  });
});
