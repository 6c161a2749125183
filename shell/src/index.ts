// Async boundary: shared singletons (React, the router, Fluent's contexts) are negotiated before bootstrap runs.
import('./bootstrap');

export {};
