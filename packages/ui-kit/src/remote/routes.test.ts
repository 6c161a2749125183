import { REMOTES, ROUTE_TABLE } from '@aif/contracts';
import { comparePages, ownedPaths } from './routes';

it('gives every remote the paths whose owner it is in ROUTE_TABLE, in order', () => {
  expect(ownedPaths('mf_user_admin')).toEqual([
    '/user-management',
    '/admin-support',
    '/amc-admins',
    '/audit-trail',
  ]);
  for (const remote of REMOTES) {
    expect(ownedPaths(remote).length).toBeGreaterThan(0);
  }
  const all = REMOTES.flatMap(ownedPaths).sort();
  expect(all).toEqual(
    ROUTE_TABLE.filter((r) => r.owner !== 'shell')
      .map((r) => r.path)
      .sort(),
  );
});

it('agrees with pages for exactly the owned paths, in any order', () => {
  expect(
    comparePages('mf_user_admin', ['/audit-trail', '/admin-support', '/user-management', '/amc-admins']),
  ).toBeNull();
});

it('names the owned paths without a page and the pages the remote does not own', () => {
  expect(
    comparePages('mf_user_admin', ['/user-management', '/amc-admins', '/audit-trail', '/reports']),
  ).toEqual({
    missing: ['/admin-support'],
    unexpected: ['/reports'],
  });
});
