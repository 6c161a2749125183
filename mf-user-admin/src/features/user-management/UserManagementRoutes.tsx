import { Navigate, Route, Routes } from 'react-router-dom';
import { NotAuthorized, type RemoteAppProps } from '@aif/ui-kit';
import { DistributorRmListPage } from './components/DistributorRmList';
import { MappedPlansPage } from './components/MappedPlansPage';
import { MappedSrmsPage } from './components/MappedSrmsPage';
import { UserDetailsPage } from './components/UserDetailsPage';
import { UserFormPage } from './components/UserFormPage';
import { UserListPage } from './components/UserListPage';
import { UserManagementLayout } from './components/UserTabs';
import { KIND_SCREENS, MAPPED_PAGES, TAB_KINDS, USER_MANAGEMENT, userPath } from './lib/kinds';
import { WithIds } from './lib/navigation';

const SUB = KIND_SCREENS.subdistributor;
const DISTRIBUTORS = userPath(KIND_SCREENS.distributor.list);

/**
 * /user-management and its screens (doc 3 §2.8): the bare path goes to relationship-managers; each tab
 * has its list, add, edit and details; the mapped pages and the distributor's RM pages. Ids are in the
 * query (`?id=`, `?distributorId=`); a page without them goes back to its list with a message.
 */
export function UserManagementRoutes({ user }: RemoteAppProps) {
  if (!user) return <NotAuthorized />;
  return (
    <Routes>
      <Route element={<UserManagementLayout />}>
        <Route index element={<Navigate to={KIND_SCREENS.rm.list} replace />} />
        {TAB_KINDS.map((kind) => {
          const s = KIND_SCREENS[kind];
          const list = userPath(s.list);
          return [
            <Route key={`${kind}-list`} path={s.list} element={<UserListPage key={kind} kind={kind} />} />,
            <Route key={`${kind}-add`} path={s.add} element={<UserFormPage key={kind} kind={kind} />} />,
            <Route
              key={`${kind}-edit`}
              path={s.edit}
              element={
                <WithIds names={['id']} fallback={list}>
                  {({ id }) => <UserFormPage key={id} kind={kind} userId={id} />}
                </WithIds>
              }
            />,
            <Route
              key={`${kind}-details`}
              path={s.details}
              element={
                <WithIds names={['id']} fallback={list}>
                  {({ id }) => <UserDetailsPage key={id} kind={kind} userId={id} />}
                </WithIds>
              }
            />,
          ];
        })}
        <Route
          path={MAPPED_PAGES.srms}
          element={
            <WithIds names={['id']} fallback={userPath(KIND_SCREENS.rm.list)}>
              {({ id }) => <MappedSrmsPage key={id} rmId={id} />}
            </WithIds>
          }
        />
        <Route
          path={MAPPED_PAGES.trusteePlans}
          element={
            <WithIds names={['id']} fallback={userPath(KIND_SCREENS.trustee.list)}>
              {({ id }) => <MappedPlansPage key={id} kind="trustee" userId={id} />}
            </WithIds>
          }
        />
        <Route
          path={MAPPED_PAGES.imPlans}
          element={
            <WithIds names={['id']} fallback={userPath(KIND_SCREENS.fundmanager.list)}>
              {({ id }) => <MappedPlansPage key={id} kind="fundmanager" userId={id} />}
            </WithIds>
          }
        />
        <Route
          path={SUB.list}
          element={
            <WithIds names={['distributorId']} fallback={DISTRIBUTORS}>
              {({ distributorId }) => (
                <DistributorRmListPage key={distributorId} distributorId={distributorId} />
              )}
            </WithIds>
          }
        />
        <Route
          path={SUB.add}
          element={
            <WithIds names={['distributorId']} fallback={DISTRIBUTORS}>
              {({ distributorId }) => (
                <UserFormPage key={distributorId} kind="subdistributor" distributorId={distributorId} />
              )}
            </WithIds>
          }
        />
        <Route
          path={SUB.edit}
          element={
            <WithIds names={['distributorId', 'id']} fallback={DISTRIBUTORS}>
              {({ distributorId, id }) => (
                <UserFormPage key={id} kind="subdistributor" userId={id} distributorId={distributorId} />
              )}
            </WithIds>
          }
        />
        <Route
          path={SUB.details}
          element={
            <WithIds names={['distributorId', 'id']} fallback={DISTRIBUTORS}>
              {({ distributorId, id }) => (
                <UserDetailsPage key={id} kind="subdistributor" userId={id} distributorId={distributorId} />
              )}
            </WithIds>
          }
        />
        <Route path="*" element={<Navigate to={USER_MANAGEMENT} replace />} />
      </Route>
    </Routes>
  );
}
