/**
 * The demo workspace's key and seed. This key opens only the built-in fake API, so it is fine
 * for it to be in the demo bundle and on the key page; real keys never are.
 */
export const DEMO_API_KEY = 'ak_live_DemoKeyForTheBuiltInFakeApi00001';
export const DEMO_SEED = 1;

/**
 * The demo's fake runs in live mode (answers arrive and get graded every few seconds) unless
 * this localStorage item is 'off'. The e2e fixture sets it, so row counts stay fixed there.
 */
export const DEMO_LIVE_MODE_STORAGE_KEY = 'assessment-insights.fake-api-live';
