import { describeExplorerSpecs } from '../support/explorer-flows';

// Proxy mode against `npm run fake-api`: the preview server adds the key, so a call from the page sends none.
describeExplorerSpecs('proxy mode', {});
