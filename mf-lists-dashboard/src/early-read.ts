// Imported first by App.tsx, so it runs before the rest of this area's code is evaluated: a cold load of
// /dashboard asks for the page's data, its chunk and Highcharts meanwhile, one of /applications for the
// list's first page and its chunk.
import { readApplicationsEarly } from './lib/early-first-page';
import { readDashboardEarly } from './features/dashboard/early/early-read';

readDashboardEarly([
  () => import(/* webpackChunkName: "page-dashboard" */ './features/dashboard/DashboardRoutes'),
  () => import(/* webpackChunkName: "page-dashboard.chart" */ './features/dashboard/charts/Chart'),
]);
readApplicationsEarly([
  () => import(/* webpackChunkName: "page-applications" */ './features/applications/ApplicationsRoutes'),
]);
