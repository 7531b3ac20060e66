import { DEMO_API_KEY } from '@/mocks/demo';
import { describeExplorerSpecs } from './support/explorer-flows';

// Demo mode: the built app with the fake API in the browser. A call from the page needs the demo key.
describeExplorerSpecs('demo mode', { Authorization: `Bearer ${DEMO_API_KEY}` });
