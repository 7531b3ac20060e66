import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Runs a benchmark's own file (`moduleUrl`, its import.meta.url) in a worker thread: tsx's hooks must be registered in the worker itself. */
export function tsxWorker(moduleUrl: string, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const boot =
    `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl)}); })`;
  return new Worker(boot, { ...options, eval: true });
}
