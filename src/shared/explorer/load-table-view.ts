type ExplorerTableViewModule = typeof import('./ExplorerTableView');

let loading: Promise<ExplorerTableViewModule> | undefined;
let loaded: ExplorerTableViewModule | undefined;

/**
 * The explorer's Table view code, loaded apart from the explorer so the Charts view never
 * carries it. Its own module, so a route can start the load beside its data without importing
 * the explorer itself.
 */
export function loadExplorerTableView(): Promise<ExplorerTableViewModule> {
  loading ??= import('./ExplorerTableView').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed chunk (a deploy, the network) may load on the next try.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The Table view once loaded: rendered at once, with no fallback in between. */
export const loadedExplorerTableView = (): ExplorerTableViewModule | undefined => loaded;
