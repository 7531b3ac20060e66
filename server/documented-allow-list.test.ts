import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { API_BASE_PATH, APP_ENDPOINTS } from '@assessment-insights/contract';

/**
 * docs/deployment.md gives nginx and Caddy configurations that stand in for the preview server's
 * proxy. They must forward exactly what the app calls (APP_ENDPOINTS, as server/forward-rules.ts
 * does): an endpoint added to the app and not to the docs would be refused behind nginx or Caddy,
 * and a rule the app does not need would open the workspace's key to it.
 *
 * Each configuration is read into a set of "METHOD /path" entries, `{id}` standing for one
 * segment of `[A-Za-z0-9_-]+`. The regular expressions are expanded, not sampled: literals,
 * groups of alternatives (optionally `?`), the id class, and nginx's trailing query suffix.
 * Anything else fails the test, so a config written another way gets a parser, not a pass.
 */

const DEPLOYMENT_DOC = new URL('../docs/deployment.md', import.meta.url);
const ID_CLASS = '[A-Za-z0-9_-]+';
/** nginx matches `$request_uri`, which includes the query string. */
const QUERY_SUFFIX = '(\\?.*)?';

function appEntries(): string[] {
  return APP_ENDPOINTS.flatMap(({ path, methods }) => methods.map((method) => `${method} ${API_BASE_PATH}${path}`));
}

/** The one fenced block of a language in the doc, without its comment lines. */
function fencedBlock(markdown: string, language: string): string {
  const blocks = [...markdown.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))];
  if (blocks.length !== 1) throw new Error(`docs/deployment.md needs exactly one \`\`\`${language} block.`);
  return (blocks[0]?.[1] ?? '').replace(/^\s*#.*$/gm, '');
}

/** The body of the `{ … }` block opening at or after `from`. Placeholders like `{path}` nest evenly. */
function blockAt(text: string, from: number): { body: string; end: number } {
  const open = text.indexOf('{', from);
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return { body: text.slice(open + 1, i), end: i + 1 };
  }
  throw new Error(`Unbalanced braces after "${text.slice(from, from + 40)}".`);
}

/** Every string an anchored regex of the supported subset matches, with the id class as `{id}`. */
function expandRegex(source: string): string[] {
  if (!source.startsWith('^') || !source.endsWith('$')) throw new Error(`Not anchored at both ends: ${source}`);
  const pattern = source.slice(1, -1);
  let at = 0;

  const alternatives = (): string[] => {
    const all: string[] = [];
    for (;;) {
      all.push(...sequence());
      if (pattern[at] !== '|') return all;
      at++;
    }
  };
  const sequence = (): string[] => {
    let strings = [''];
    while (at < pattern.length && pattern[at] !== '|' && pattern[at] !== ')') {
      const atom = nextAtom();
      strings = strings.flatMap((prefix) => atom.map((suffix) => prefix + suffix));
    }
    return strings;
  };
  const nextAtom = (): string[] => {
    const char = pattern[at] ?? '';
    if (pattern.startsWith(ID_CLASS, at)) {
      at += ID_CLASS.length;
      return ['{id}'];
    }
    if (char === '(') {
      at++;
      const inner = alternatives();
      if (pattern[at] !== ')') throw new Error(`Unclosed group in ${source}`);
      at++;
      if (pattern[at] !== '?') return inner;
      at++;
      return ['', ...inner];
    }
    if (char === '\\' && /[./?-]/.test(pattern[at + 1] ?? '')) {
      at += 2;
      return [pattern[at - 1] ?? ''];
    }
    if (/[\w/:-]/.test(char)) {
      at++;
      return [char];
    }
    throw new Error(`Unsupported regex syntax "${pattern.slice(at)}" in ${source}`);
  };

  const strings = alternatives();
  if (at !== pattern.length) throw new Error(`Unbalanced ")" in ${source}`);
  return strings;
}

/** nginx: the allow map's `"~^METHOD:path$" 1;` lines, and the one forwarding location guarded by it. */
function nginxEntries(config: string): string[] {
  const map = /^map\s+"\$request_method:\$request_uri"\s+\$(\w+)\s*\{/m.exec(config);
  if (!map) throw new Error('No map of "$request_method:$request_uri" in the nginx config.');
  const entries: string[] = [];
  for (const line of blockAt(config, map.index).body.split('\n')) {
    const rule = line.trim();
    if (rule === '' || rule === 'default 0;') continue;
    const match = /^"~(\^.*\$)"\s+1;$/.exec(rule);
    if (!match) throw new Error(`Unsupported map line: ${rule}`);
    const regex = match[1] ?? '';
    const withoutQuery = regex.replace(`${QUERY_SUFFIX}$`, '$');
    for (const request of expandRegex(withoutQuery)) {
      const [method = '', path = ''] = request.split(/:(.*)/s);
      // The app's GETs carry their query; writes carry none.
      expect(withoutQuery !== regex, `${method} ${path} must allow a query string in nginx`).toBe(method === 'GET');
      entries.push(`${method} ${path}`);
    }
  }

  // Every forward goes through the one API location, which refuses what the map does not allow.
  expect(config.match(/\bproxy_pass\b/g), 'one proxy_pass in the nginx config').toHaveLength(1);
  const location = new RegExp(`^\\s*location ${API_BASE_PATH}/ \\{`, 'm').exec(config);
  if (!location) throw new Error(`No "location ${API_BASE_PATH}/" in the nginx config.`);
  const guarded = blockAt(config, location.index).body;
  expect(guarded).toMatch(/\bproxy_pass\b/);
  expect(guarded).toMatch(new RegExp(`if \\(\\$${map[1]} = 0\\) \\{\\s*return 404 `));
  return entries;
}

/** Caddy: the named matchers of the `handle` blocks that import a snippet holding `reverse_proxy`. */
function caddyEntries(config: string): string[] {
  const forwardingSnippets: string[] = [];
  let rest = config;
  for (const snippet of config.matchAll(/^\(([\w-]+)\)\s*\{/gm)) {
    const { body, end } = blockAt(config, snippet.index);
    if (/\breverse_proxy\b/.test(body)) forwardingSnippets.push(snippet[1] ?? '');
    rest = rest.replace(config.slice(snippet.index, end), '');
  }
  expect(rest, 'reverse_proxy only inside a snippet').not.toMatch(/\breverse_proxy\b/);

  const imports = [...rest.matchAll(/^\s*import\s+([\w-]+)\s*$/gm)].filter(([, name]) =>
    forwardingSnippets.includes(name ?? ''),
  );
  const forwardingMatchers: string[] = [];
  for (const handle of rest.matchAll(/^\s*handle\s+([^\s{]*)\s*\{/gm)) {
    const { body } = blockAt(rest, handle.index);
    if (!forwardingSnippets.some((name) => new RegExp(`^\\s*import\\s+${name}\\s*$`, 'm').test(body))) continue;
    const matcher = handle[1] ?? '';
    if (!matcher.startsWith('@')) throw new Error(`A forwarding handle without a named matcher: "handle ${matcher}".`);
    forwardingMatchers.push(matcher);
  }
  expect(forwardingMatchers, 'every import of the proxy snippet is in a handle with a named matcher').toHaveLength(
    imports.length,
  );

  return forwardingMatchers.flatMap((name) => {
    const definition = new RegExp(`^\\s*${name}\\s*\\{`, 'm').exec(rest);
    if (!definition) throw new Error(`No definition of the matcher ${name}.`);
    return matcherEntries(name, blockAt(rest, definition.index).body);
  });
}

/** `method M… ` with `path_regexp [name] R`, or an expression of `{method} == 'M' && {path}.matches('R')` terms. */
function matcherEntries(name: string, body: string): string[] {
  const lines = body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const expression = lines.find((line) => line.startsWith('expression '));
  if (expression !== undefined) {
    if (lines.length !== 1) throw new Error(`${name}: an expression and other matchers together.`);
    const term = /\{method\} == '([A-Z]+)' && \{path\}\.matches\('([^']+)'\)/g;
    const leftover = expression.slice('expression '.length).replace(term, '');
    if (!/^[\s()|]*$/.test(leftover)) throw new Error(`${name}: unsupported expression "${leftover}".`);
    return [...expression.matchAll(term)].flatMap(([, method, regex]) =>
      expandRegex(regex ?? '').map((path) => `${method} ${path}`),
    );
  }
  let methods = ['*'];
  let paths: string[] | null = null;
  for (const line of lines) {
    const [directive, ...args] = line.split(/\s+/);
    if (directive === 'method') methods = args;
    else if (directive === 'path_regexp') paths = expandRegex(args.at(-1) ?? '');
    else throw new Error(`${name}: unsupported matcher "${line}".`);
  }
  if (paths === null) throw new Error(`${name}: no path_regexp, so it would forward any path.`);
  const matched = paths;
  return methods.flatMap((method) => matched.map((path) => `${method} ${path}`));
}

/** What the config lacks and what it adds, against the app: both empty when they agree. */
function difference(documented: readonly string[], app: readonly string[]) {
  return {
    missing: app.filter((entry) => !documented.includes(entry)).sort(),
    extra: documented.filter((entry) => !app.includes(entry)).sort(),
  };
}

describe('the reverse-proxy configurations in docs/deployment.md', () => {
  const doc = readFileSync(DEPLOYMENT_DOC, 'utf8');
  const app = appEntries();

  it('nginx forwards exactly the endpoints the app calls, with their methods', () => {
    const entries = nginxEntries(fencedBlock(doc, 'nginx'));
    expect(entries.length, 'no rule listed twice').toBe(new Set(entries).size);
    expect(difference(entries, app)).toEqual({ missing: [], extra: [] });
  });

  it('Caddy forwards exactly the endpoints the app calls, with their methods', () => {
    const entries = caddyEntries(fencedBlock(doc, 'caddy'));
    expect(entries.length, 'no rule listed twice').toBe(new Set(entries).size);
    expect(difference(entries, app)).toEqual({ missing: [], extra: [] });
  });
});
