// Shared DOM setup: packages/ui-kit/src/testing/jest-dom-setup.ts (added by jest.preset.cjs).
import { configure } from '@testing-library/react';

// Steps are lazy chunks; on a loaded two-core machine they take longer than the default second to appear.
configure({ asyncUtilTimeout: 5000 });
