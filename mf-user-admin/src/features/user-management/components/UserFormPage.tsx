import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useContractForm, useRequest } from '@aif/api-client/react';
import {
  USER_ADMIN_MESSAGES,
  userFormSchema,
  type DistributorDetails,
  type StaffUser,
  type UserFormValues,
  type UserKind,
} from '@aif/contracts';
import { Loader, useNotify } from '@aif/ui-kit';
import { getFundsWithPlans } from '../../../api/funds';
import { addUser, getDistributor, getUser, listUsers, updateUser } from '../../../api/users';
import { userBody, userDefaults, userToForm } from '../lib/forms';
import { KIND_SCREENS, userPath } from '../lib/kinds';
import { UnknownUser, useRecord } from '../lib/navigation';
import { useUserAccess, type UserAccess } from '../lib/useUserAccess';
import { type Option, BackLink, Card, LoadError, Page, SaveForm } from '@aif/form-kit';
import { UserFields } from './UserFields';

/** The active RMs by name, with the user's own RM even when no longer active. */
export function activeChoices(
  rms: readonly StaffUser[],
  own?: { id: string; name: string } | null,
): Option[] {
  const list = rms.filter((r) => r.isActive).map((r) => ({ value: r.id, label: r.name }));
  if (own && !list.some((o) => o.value === own.id)) list.push({ value: own.id, label: own.name });
  return list.sort((a, b) => a.label.localeCompare(b.label));
}

interface FormPageProps {
  kind: UserKind;
  /** Edit: the user's id; add without it. */
  userId?: string;
  /** A distributor's RM's company distributor. */
  distributorId?: string;
}

/**
 * Add and edit of every kind (doc 3 §2.8, §5 "User forms"): the kind's fields and rules (contracts),
 * Save without the tab's flag hidden (doc 3 §6), the server's field messages on their fields. A saved
 * user opens on its details page.
 */
export function UserFormPage({ kind, userId, distributorId }: FormPageProps) {
  const screens = KIND_SCREENS[kind];
  const access = useUserAccess(screens.flag);
  const edit = userId !== undefined;
  const needsRm = kind === 'distributor' || kind === 'subdistributor';

  const record = useRecord<StaffUser | DistributorDetails | null>(
    edit ? `${kind}:${userId}` : 'new',
    (signal) =>
      !edit
        ? Promise.resolve(null)
        : kind === 'distributor'
          ? getDistributor(userId, signal)
          : getUser(kind, userId, signal),
  );
  const company = useRecord(distributorId ? `company:${distributorId}` : 'none', (signal) =>
    distributorId ? getDistributor(distributorId, signal) : Promise.resolve(null),
  );
  const rms = useRequest(needsRm ? 'rms:active' : null, (signal) =>
    listUsers('rm', { isActive: 'true' }, signal),
  );
  const funds = useRequest(kind === 'distributor' ? 'funds' : null, (signal) =>
    getFundsWithPlans({}, signal),
  );

  const listPath = userPath(
    kind === 'subdistributor' ? KIND_SCREENS.subdistributor.list : screens.list,
    kind === 'subdistributor' ? { distributorId } : {},
  );
  const detailsPath = (id: string) => userPath(screens.details, { distributorId, id });
  const back = edit ? (
    <BackLink to={detailsPath(userId)}>{`Back to ${screens.singular} Details`}</BackLink>
  ) : (
    <BackLink to={listPath}>{`Back to ${screens.plural}`}</BackLink>
  );
  const title = `${edit ? 'Edit' : 'Add'} ${screens.singular}`;

  const error = record.error ?? company.error ?? rms.error ?? funds.error;
  if (error)
    return (
      <Page title={title} back={back}>
        <LoadError message={error} />
      </Page>
    );
  if (distributorId && company.data === null)
    return <UnknownUser to={userPath(KIND_SCREENS.distributor.list)} />;
  if (edit && record.data === null) return <UnknownUser to={listPath} />;
  const loading =
    record.data === undefined ||
    company.data === undefined ||
    (needsRm && !rms.data) ||
    (kind === 'distributor' && !funds.data);
  if (loading) return <Loader label="Loading..." />;

  const user = record.data ?? undefined;
  const defaults = user ? userToForm(kind, user) : userDefaults(kind, distributorId ? { distributorId } : {});
  return (
    <Page title={title} subtitle={user?.name ?? company.data?.name} back={back}>
      <UserForm
        kind={kind}
        user={user}
        defaults={defaults}
        access={access}
        rmOptions={activeChoices(rms.data ?? [], user?.rm)}
        funds={funds.data?.funds ?? []}
        distributorName={company.data?.name}
        onDone={(id) => detailsPath(id)}
        cancelTo={edit ? detailsPath(userId) : listPath}
      />
    </Page>
  );
}

function UserForm({
  kind,
  user,
  defaults,
  access,
  rmOptions,
  funds,
  distributorName,
  onDone,
  cancelTo,
}: {
  kind: UserKind;
  user?: StaffUser;
  defaults: UserFormValues;
  access: UserAccess;
  rmOptions: Option[];
  funds: NonNullable<Parameters<typeof UserFields>[0]['funds']>;
  distributorName?: string;
  onDone: (id: string) => string;
  cancelTo: string;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const schema = useMemo(() => userFormSchema(kind), [kind]);
  const form = useContractForm(schema, { defaultValues: defaults, mode: 'onTouched' });

  const save = async (values: UserFormValues) => {
    const body = userBody(kind, values);
    const answer = user ? await updateUser(kind, user.id, body) : await addUser(kind, body);
    notify.success(answer.message || USER_ADMIN_MESSAGES.saved);
    navigate(onDone(answer.id));
  };

  return (
    <SaveForm
      form={form}
      onSave={save}
      onCancel={() => navigate(cancelTo)}
      canSave={access.canChange}
      accessKnown={access.known}
      noAccessMessage={USER_ADMIN_MESSAGES.noAccess}
    >
      <Card title={`${KIND_SCREENS[kind].singular} Details`}>
        <UserFields
          kind={kind}
          rmOptions={rmOptions}
          funds={funds}
          fixedType={user ? user.distributorType : undefined}
          distributorName={distributorName}
        />
      </Card>
    </SaveForm>
  );
}
