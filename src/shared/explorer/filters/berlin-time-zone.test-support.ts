/**
 * Runs the importing test file in Berlin, whatever the machine's zone. Import it first: before
 * any module formats a date, as a formatter keeps the zone it was made in.
 */
import { afterAll } from 'vitest';

const machineTimeZone = process.env.TZ;
process.env.TZ = 'Europe/Berlin';
afterAll(() => {
  if (machineTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineTimeZone;
});
