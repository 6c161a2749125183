import { Button, Tooltip } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import type { DistributorDetails, StaffUser, UserKind } from '@aif/contracts';
import { Loader } from '@aif/ui-kit';
import { getDistributor, getUser } from '../../../api/users';
import { flagLines, userDetailLines } from '../lib/details';
import { KIND_SCREENS, MAPPED_PAGES, userPath } from '../lib/kinds';
import { UnknownUser, useRecord } from '../lib/navigation';
import { useUserAccess } from '../lib/useUserAccess';
import { DistributorRmTable } from './DistributorRmList';
import { BackLink, Card, FieldList, LoadError, NavLink, Page, ViewField } from '@aif/form-kit';

/** The mapped page an RM, trustee or investment manager opens from its details (doc 3 §2.8). */
const MAPPED: Partial<Record<UserKind, { path: string; label: string }>> = {
  rm: { path: MAPPED_PAGES.srms, label: 'Mapped SRMs' },
  trustee: { path: MAPPED_PAGES.trusteePlans, label: 'Mapped Plans' },
  fundmanager: { path: MAPPED_PAGES.imPlans, label: 'Mapped Plans' },
};

/**
 * A user's details (doc 3 §2.8): every field in the form's order ("-" when missing), the edit icon
 * (for trustees, investment managers, AIF approvers and AMC admins only with the tab's flag, doc 3 §6),
 * back to the list; a company distributor's RMs; an AMC admin's access rights read-only.
 */
export function UserDetailsPage({
  kind,
  userId,
  distributorId,
}: {
  kind: UserKind;
  userId: string;
  distributorId?: string;
}) {
  const screens = KIND_SCREENS[kind];
  const navigate = useNavigate();
  const { canChange } = useUserAccess(screens.flag);
  const { data: user, error } = useRecord<StaffUser | DistributorDetails>(`${kind}:${userId}`, (signal) =>
    kind === 'distributor' ? getDistributor(userId, signal) : getUser(kind, userId, signal),
  );
  const listPath = userPath(screens.list, kind === 'subdistributor' ? { distributorId } : {});
  const back = <BackLink to={listPath}>{`Back to ${screens.plural}`}</BackLink>;
  const title = `${screens.singular} Details`;
  if (error)
    return (
      <Page title={title} back={back}>
        <LoadError message={error} />
      </Page>
    );
  if (user === null) return <UnknownUser to={listPath} />;
  if (!user) return <Loader label="Loading..." />;

  const edit = canChange && (
    <Tooltip content={`Edit ${screens.singular}`} relationship="label">
      <Button
        appearance="subtle"
        icon={<EditRegular />}
        onClick={() => navigate(userPath(screens.edit, { distributorId, id: user.id }))}
      />
    </Tooltip>
  );
  const mapped = MAPPED[kind];
  const flags = kind === 'amcadmin' ? flagLines(user) : [];

  return (
    <Page title={title} back={back}>
      {/* The card carries the user's name: the page title already says what kind of details these are. */}
      <Card title={user.name} actions={edit}>
        <FieldList label={title}>
          {userDetailLines(kind, user).map((line) => (
            <ViewField key={line.label} label={line.label} value={line.value} />
          ))}
          {mapped && (
            <ViewField
              label={mapped.label}
              value={<NavLink to={userPath(mapped.path, { id: user.id })}>{`View ${mapped.label}`}</NavLink>}
            />
          )}
        </FieldList>
      </Card>
      {flags.length > 0 && (
        <Card title="Access Rights">
          <FieldList label="Access Rights">
            {flags.map((line) => (
              <ViewField key={line.label} label={line.label} value={line.value} />
            ))}
          </FieldList>
        </Card>
      )}
      {kind === 'distributor' && user.distributorType === 'company' && (
        <Card title={KIND_SCREENS.subdistributor.singular}>
          <DistributorRmTable distributorId={user.id} />
        </Card>
      )}
    </Page>
  );
}
