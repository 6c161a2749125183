// Async boundary: shared singletons (React, the router, the UI kit) are negotiated before bootstrap runs.
import('./bootstrap');

export {};
