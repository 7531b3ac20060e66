import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';

import { assessmentServer } from './server/assessment-server-plugin.ts';
import { resolveApiMode } from './src/lib/api-mode.ts';

/** Builds that talk to a real API ship no fake: not even the demo's service worker (from public/). */
function withoutDemoWorker(): Plugin {
  let outDir = '';
  return {
    name: 'without-demo-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ command, mode }): UserConfig => {
  // Reads ASSESSMENT_* from the environment and from .env files. Vite exposes
  // only VITE_* variables to client code, so these stay server-side.
  const env = loadEnv(mode, process.cwd(), 'ASSESSMENT_');
  const setting = (name: string) => env[name]?.trim() || undefined;
  const apiUrl = setting('ASSESSMENT_API_URL');
  const apiKey = setting('ASSESSMENT_API_KEY');
  // Vite's dev client injects inline scripts and styles; they carry this nonce, which the dev
  // server's Content-Security-Policy allows (new each start). Builds have no inline code.
  const devNonce = command === 'serve' ? randomBytes(16).toString('base64') : undefined;

  const apiMode = resolveApiMode({ apiUrl, apiKey });

  return {
    plugins: [
      // JSX and Fast Refresh (Oxc, no Babel): component state survives edits in dev.
      react(),
      // Security headers, Basic auth and the API proxy (only what the app uses, the key added
      // server-side) for the dev and preview servers: server/, docs/deployment.md.
      assessmentServer({
        apiUrl,
        apiKey,
        basicAuth: setting('ASSESSMENT_BASIC_AUTH'),
        allowOpenProxy: setting('ASSESSMENT_ALLOW_OPEN_PROXY') === '1',
        devNonce,
      }),
      apiMode === 'demo' ? undefined : withoutDemoWorker(),
    ],
    // The demo's fake sets and reads no cookie: msw's cookie jar needs no public-suffix list.
    // `@/…` is src/, from tsconfig.json's paths (one definition for the compiler, Vite and Vitest).
    resolve: {
      tsconfigPaths: true,
      alias: { 'tough-cookie': fileURLToPath(new URL('./src/mocks/no-cookie-store.ts', import.meta.url)) },
    },
    // The client learns which mode it runs in, never the URL or the key.
    define: { __API_MODE__: JSON.stringify(apiMode) },
    html: devNonce ? { cspNonce: devNonce } : undefined,
    // The statistics worker is an ES module, so its reducers can load after its first answer.
    worker: { format: 'es' },
    // No source maps in builds, so none is served: `npm run build -- --sourcemap` for local debugging.
    build: {
      outDir: 'dist',
      sourcemap: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // The table and its paging, only for the pages that show one (not /pipelines or
                // /compare). Its dependencies stay out: captured here, React and zod would make the
                // entry import this chunk, and every page would load the table again. (The store's
                // `shallow` is the table's alone: left out, it would be a chunk of its own.) The column
                // helper stays out: list definitions use it on pages without a table.
                name: 'list-table',
                test: /node_modules[\\/]@tanstack[\\/](react-table[\\/]|table-core[\\/](?!dist[\\/]helpers[\\/]columnHelper)|store[\\/]dist[\\/]shallow)|src[\\/]components[\\/](DataTable\.tsx|cut-text-title\.ts|(List)?Pagination\.(tsx|css))$/,
                includeDependenciesRecursively: false,
                priority: 2,
              },
              {
                // The results explorer as both its views show it (heading, filters, the rejected
                // status, the open row in the URL), with what the definitions and the Table view
                // share with it. The Table view is a chunk of its own that the routes load beside
                // the page: left to automatic splitting, these shared parts would each be a chunk.
                // The CSV writer is here too: the assessment report loads it on its first download.
                name: 'results-explorer',
                test: /src[\\/](api[\\/]results-order\.ts|shared[\\/]explorer[\\/](ResultsExplorer\.tsx|explorer\.css|guidance[\\/](use-rejected-status\.ts|RejectedStatusNotice\.tsx|status-rejection\.ts|guidance\.css)|detail[\\/](use-row-in-url\.ts|detail-panel\.css)|table[\\/](row-actions|CandidateCell|name-links)\.tsx|filters[\\/]ResultsFilters\.tsx|export[\\/](csv|download-file)\.ts))$/,
                includeDependenciesRecursively: false,
                priority: 2,
              },
              {
                // The filters' pickers and dates, with the local-date arithmetic they share with
                // the Table view's CSV name and the comparison's labels: every page that loads one
                // loads the filters, so it is no chunk of its own. (Those behind "More filters"
                // are left out: they load when it first opens.)
                name: 'filters',
                test: /src[\\/](lib[\\/]local-date\.ts|shared[\\/]explorer[\\/]filters[\\/](date-presets\.ts|use-date-range\.ts|use-period-and-more\.ts|MoreFilters\.tsx|PeriodFilter\.tsx|name-picker-matching\.ts|name-picker-option\.css|NamePickerOption\.tsx|NamePicker\.tsx|SourceFilter\.tsx|filters\.css))$|node_modules[\\/]@date-fns[\\/]tz[\\/]tzOffset[\\/]/,
                includeDependenciesRecursively: false,
                priority: 2,
              },
              {
                // What the statistics pages use of the engine on the page itself (thresholds, the
                // value as shown, bands, histogram bins, a scope's storage key, "newer since"), in
                // one chunk of its own: left to automatic splitting, each part is a chunk of a hundred
                // bytes, or lands in a chunk with the worker's figures that every page then loads.
                name: 'statistics-basics',
                test: /packages[\\/](statistics-engine[\\/]src[\\/](thresholds[\\/]|math[\\/](shown|wilson)\.ts|figures[\\/]question[\\/](bands|histogram-bin)\.ts|ledger[\\/]storage-key\.ts|similarity[\\/]fingerprint-version\.ts|reading[\\/]freshness\.ts))/,
                includeDependenciesRecursively: false,
                priority: 2,
              },
              {
                // The small parts most pages share (dates, scores, labels, list states) in one chunk
                // with what they need, the framework's shared modules included: left to automatic
                // splitting, each set of pages sharing them gets its own tiny chunk, and per-file
                // overhead adds up (bench:bundle). DataTable.css stays here: other tables, the empty
                // state and the not-found panel use its classes.
                name: 'list-ui',
                test: /src[\\/](components[\\/](DataTable\.css|DateTime|ListBody|NotFoundPanel|ScrollBox)|shared[\\/]explorer[\\/](table[\\/](StatusScore|Score|short-id)|labels|results-search)|shared[\\/]url-search|lib[\\/]pass-mark)/,
                priority: 1,
              },
            ],
          },
        },
        // The libraries' "use client" (for React server components) means nothing in a browser bundle.
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
          handler(level, log);
        },
      },
    },
  };
});
