import { lazy } from 'react';

// The sign-in pages are separate chunks: /login is the portal's first download and must stay small.
export const LoginPage = lazy(() => import('./components/LoginPage').then((m) => ({ default: m.LoginPage })));
export const VerifyOtpPage = lazy(() =>
  import('./components/VerifyOtpPage').then((m) => ({ default: m.VerifyOtpPage })),
);
