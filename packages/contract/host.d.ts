/**
 * What the shared packages use from their host, in a browser, a Web Worker and Node alike: the
 * WHATWG abort signals, search params and timers, and nothing of the DOM or of Node. Compiled
 * only by the packages' own tsconfigs; the app compiles them with the full libraries instead.
 */

interface AbortSignal {
  readonly aborted: boolean;
  // Typed as the WHATWG and DOM typings type it, so code compiles alike here and in the app.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly reason: any;
  throwIfAborted(): void;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}
declare const AbortSignal: {
  prototype: AbortSignal;
  abort(reason?: unknown): AbortSignal;
  any(signals: AbortSignal[]): AbortSignal;
  timeout(milliseconds: number): AbortSignal;
};

interface AbortController {
  readonly signal: AbortSignal;
  abort(reason?: unknown): void;
}
declare const AbortController: { prototype: AbortController; new (): AbortController };

interface URLSearchParams {
  set(name: string, value: string): void;
  get(name: string): string | null;
  has(name: string): boolean;
  toString(): string;
}
declare const URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string | Record<string, string>): URLSearchParams;
};

declare function setTimeout(callback: () => void, milliseconds?: number): unknown;
declare function clearTimeout(handle: unknown): void;
declare function queueMicrotask(callback: () => void): void;

interface Console {
  log(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
}
declare const console: Console;

declare function structuredClone<T>(value: T): T;
declare const performance: { now(): number };
declare const crypto: { randomUUID(): string };
