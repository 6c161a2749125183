import { useCallback } from 'react';
import { Button, Field, Select } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRequest } from '@aif/api-client/react';
import { DISTRIBUTOR_TYPES, type DistributorType, type StaffUser } from '@aif/contracts';
import { ListPage, ListState, ListToolbar } from '@aif/ui-kit';
import { listUsers } from '../../../api/users';
import { KIND_SCREENS, userPath, type TabKind } from '../lib/kinds';
import { useUserAccess } from '../lib/useUserAccess';
import { UserTable, typeLabel } from './UserTable';

/**
 * A tab's list (doc 3 §2.8): every user of the kind on one page, Add and the access switches; for
 * trustees, investment managers, AIF approvers and AMC admins only with the tab's flag (doc 3 §6). The
 * distributors list is filtered by type (`?type=company`, where the distributor's RM list returns).
 */
export function UserListPage({ kind }: { kind: TabKind }) {
  const screens = KIND_SCREENS[kind];
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const rawType = params.get('type');
  const type = (DISTRIBUTOR_TYPES as readonly string[]).includes(rawType ?? '')
    ? (rawType as DistributorType)
    : undefined;
  const { canChange } = useUserAccess(screens.flag);
  const { data, loading, error, setData } = useRequest(`${kind}:${type ?? ''}`, (signal) =>
    listUsers(kind, kind === 'distributor' ? { type } : {}, signal),
  );
  const rows = data ?? [];

  const onChanged = useCallback(
    (user: StaffUser) => {
      if (data) setData(data.map((u) => (u.id === user.id ? { ...u, ...user } : u)));
    },
    [data, setData],
  );

  return (
    <ListPage title={screens.plural}>
      <ListToolbar
        end={
          canChange && (
            <Button
              appearance="primary"
              icon={<AddRegular />}
              onClick={() => navigate(userPath(screens.add))}
            >
              {`Add ${screens.singular}`}
            </Button>
          )
        }
      >
        {kind === 'distributor' && (
          // The label above its dropdown: beside it, a third of the field's width, it broke in two.
          <Field label="Distributor Type">
            <Select
              value={type ?? ''}
              onChange={(_, d) => setParams(d.value ? { type: d.value } : {}, { replace: true })}
            >
              <option value="">All</option>
              {DISTRIBUTOR_TYPES.map((t) => (
                <option key={t} value={t}>
                  {typeLabel(t)}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </ListToolbar>
      <ListState loading={loading && !data} error={error} empty={!rows.length}>
        <UserTable kind={kind} rows={rows} canChange={canChange} onChanged={onChanged} busy={loading} />
      </ListState>
    </ListPage>
  );
}
