import { serveStatistics } from './serve-statistics';

// The statistics worker: the jobs, their ledgers, the browser's store and the figures (decision 020).
serveStatistics(self);
