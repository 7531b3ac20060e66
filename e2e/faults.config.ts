/**
 * The fixed values of the fault run (e2e/faults.spec.ts): the proxy build served by its own
 * `vite preview` in front of its own fake API, whose faults the spec switches through the fake's
 * control server. Separate from the proxy-mode run, so a fault never reaches another spec.
 */
export const FAULTS_E2E = {
  previewPort: 4175,
  fakeApiPort: 4012,
  controlPort: 4022,
  /**
   * The fake's minute limit. The moving-statistics spec reads a question and an assessment three
   * times each within a minute (some 200 requests); at the usual 120 it waited most of a minute
   * for the next window. The fault spec's 429 storm tests the waiting.
   */
  minuteLimit: 600,
} as const;

export const FAULTS_E2E_BASE_URL = `http://127.0.0.1:${FAULTS_E2E.previewPort}`;
export const FAULTS_E2E_FAKE_API_URL = `http://127.0.0.1:${FAULTS_E2E.fakeApiPort}`;
export const FAULTS_E2E_CONTROL_URL = `http://127.0.0.1:${FAULTS_E2E.controlPort}`;
