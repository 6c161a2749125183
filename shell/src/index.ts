import { startEarlyRequests } from './lib/early-requests';

// A returning user's session and remote manifest are asked for now, while the shell's code downloads.
startEarlyRequests();

// Async boundary: shared singletons (React, the router, Fluent's contexts) are negotiated before bootstrap runs.
import('./bootstrap');

export {};
