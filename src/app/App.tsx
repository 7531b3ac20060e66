import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';

import type { AppRouter } from './router';
import type { RouterContext } from './router-context';

interface AppProps {
  router: AppRouter;
  context: RouterContext;
}

export function App({ router, context }: AppProps) {
  return (
    <QueryClientProvider client={context.queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
