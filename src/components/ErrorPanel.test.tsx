import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ApiError, type ApiErrorInit } from '@/api/errors';
import { ErrorPanel } from './ErrorPanel';

function apiError(overrides: Partial<ApiErrorInit> = {}): ApiError {
  return new ApiError({
    status: 400,
    code: 'pagination_limit_exceeded',
    message: 'Page 6 is past the scan budget of merged results.',
    requestId: 'req_0123456789abcdefghijklmn',
    method: 'GET',
    path: '/question-results?page=6',
    ...overrides,
  });
}

/** Renders the panel and sets up user-event, whose clipboard stub replaces the browser's. */
function renderPanel(ui: React.ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(ui) };
}

describe('ErrorPanel', () => {
  it('shows an API error with its message, code, status and request id', () => {
    renderPanel(<ErrorPanel error={apiError()} />);

    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'The API returned an error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Page 6 is past the scan budget of merged results.');
    expect(screen.getByText('pagination_limit_exceeded')).toBeInTheDocument();
    expect(screen.getByText('400')).toBeInTheDocument();
    expect(screen.getByText('req_0123456789abcdefghijklmn')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'The API returned an error' })).toBeInTheDocument();
  });

  it('says "no response" when the API could not be reached', () => {
    renderPanel(
      <ErrorPanel
        error={apiError({ status: null, code: 'network_error', message: 'Failed to fetch', requestId: null })}
      />,
    );

    expect(screen.getByRole('heading', { name: 'The API could not be reached' })).toBeInTheDocument();
    expect(screen.getByText('network_error')).toBeInTheDocument();
    expect(screen.getByText('no response')).toBeInTheDocument();
  });

  it('takes a title, a heading level and extra guidance from the caller', () => {
    renderPanel(
      <ErrorPanel
        error={apiError({ status: 401, code: 'invalid_api_key' })}
        title="The key was refused"
        headingLevel={3}
      >
        <p>Enter the workspace&apos;s current key on the API key page.</p>
      </ErrorPanel>,
    );

    expect(screen.getByRole('heading', { level: 3, name: 'The key was refused' })).toBeInTheDocument();
    expect(screen.getByText("Enter the workspace's current key on the API key page.")).toBeInTheDocument();
  });

  it('copies the error report to the clipboard and says so', async () => {
    const error = apiError();
    const { user } = renderPanel(<ErrorPanel error={error} />);

    await user.click(screen.getByRole('button', { name: 'Copy details' }));

    expect(await navigator.clipboard.readText()).toBe(error.toReport());
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('lets the user select and copy the report when the clipboard refuses', async () => {
    const error = apiError();
    const { user } = renderPanel(<ErrorPanel error={error} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));

    await user.click(screen.getByRole('button', { name: 'Copy details' }));

    // The fallback appears once the refused clipboard promise settles.
    const box = await screen.findByRole('textbox', { name: 'Error details' });
    expect(screen.getByRole('status')).toHaveTextContent(/select and copy/i);
    expect(box).toHaveValue(error.toReport());
    expect(box).toHaveAttribute('readonly');
    expect(box).toHaveFocus();
    const textarea = box as HTMLTextAreaElement;
    expect(textarea.value.slice(textarea.selectionStart, textarea.selectionEnd)).toBe(error.toReport());
  });

  it('falls back the same way when there is no clipboard API at all', async () => {
    const { user } = renderPanel(<ErrorPanel error={apiError()} />);
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Copy details' }));
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    }

    expect(await screen.findByRole('textbox', { name: 'Error details' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/select and copy/i);
  });

  it('calls onRetry from a "Try again" button, by mouse or keyboard', async () => {
    const onRetry = vi.fn();
    const { user } = renderPanel(<ErrorPanel error={apiError()} onRetry={onRetry} />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy details' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('offers no retry without onRetry', () => {
    renderPanel(<ErrorPanel error={apiError()} />);

    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('renders a hostile message as literal text, never as HTML', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = renderPanel(
      <ErrorPanel error={apiError({ message: hostile, code: '<b>code</b>', requestId: '<script>x</script>' })} />,
    );

    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(screen.getByText('<b>code</b>')).toBeInTheDocument();
    expect(screen.getByText('<script>x</script>')).toBeInTheDocument();
    expect(container.querySelector('img, b, script')).toBeNull();
  });

  it('shows anything other than an ApiError with a generic message and its text', () => {
    renderPanel(<ErrorPanel error={new TypeError('Cannot read properties of undefined')} />);

    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('An unexpected error stopped this from working.');
    expect(alert).toHaveTextContent('Cannot read properties of undefined');
    expect(screen.queryByRole('button', { name: 'Copy details' })).not.toBeInTheDocument();
  });

  it('copes with thrown values that are not errors', () => {
    const { unmount } = renderPanel(<ErrorPanel error="plain string failure" />);
    expect(screen.getByRole('alert')).toHaveTextContent('plain string failure');
    unmount();

    renderPanel(<ErrorPanel error={{ weird: true }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error stopped this from working.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('[object Object]');
  });

  it.each([
    ['api_unreachable', 502, "Can't reach the Assessment API"],
    ['request_timeout', null, 'The API did not answer in time'],
    ['html_response', 200, 'Got a web page instead of API data'],
    ['malformed_response', 200, "The API's answer was cut off or malformed"],
    ['offline', null, 'You are offline'],
  ])('names the kind of failure %s in its heading', (code, status, title) => {
    renderPanel(<ErrorPanel error={apiError({ code, status })} />);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('"Try again" asks again for every failed query on the page, not only its own', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let healthy = false;
    const fetchNames = vi.fn(() => (healthy ? Promise.resolve('names') : Promise.reject(apiError())));
    const fetchRows = vi.fn(() => (healthy ? Promise.resolve('rows') : Promise.reject(apiError())));
    function Page() {
      const names = useQuery({ queryKey: ['names'], queryFn: fetchNames });
      const rows = useQuery({ queryKey: ['rows'], queryFn: fetchRows });
      return (
        <>
          <p>{names.data ?? 'Pipeline names could not be loaded'}</p>
          {rows.isError ? <ErrorPanel error={rows.error} onRetry={() => void rows.refetch()} /> : <p>{rows.data}</p>}
        </>
      );
    }
    const { user } = renderPanel(
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>,
    );
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    healthy = true;
    await user.click(tryAgain);
    expect(await screen.findByText('rows')).toBeInTheDocument();
    expect(await screen.findByText('names')).toBeInTheDocument();
    // Asked once each again: the panel's own refetch and the page-wide one share the request.
    expect(fetchRows).toHaveBeenCalledTimes(2);
    expect(fetchNames).toHaveBeenCalledTimes(2);
  });
});
