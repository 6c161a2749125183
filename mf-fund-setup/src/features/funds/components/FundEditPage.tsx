import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useContractForm, useRequest } from '@aif/api-client/react';
import {
  FUND_API_MESSAGES,
  normaliseScheme,
  type SchemeDetails,
  type SchemeFormValues,
} from '@aif/contracts';
import { Loader, useNotify } from '@aif/ui-kit';
import { getScheme, updateScheme } from '../../../api/funds';
import { BackLink, Card, LoadError, Page, SaveForm } from '@aif/form-kit';
import { editSchemeSchema, schemeToForm } from '../lib/forms';
import { FUND_SETUP_PATHS } from '../lib/navigation';
import { useFundSetupAccess, type FundSetupAccess } from '../lib/useFundSetupAccess';
import { SchemeFields } from './SchemeFields';

/** Edit fund (doc 3 §2.7): the scheme fields only; the fund type is shown, not changed. */
export function FundEditPage({ fundId }: { fundId: string }) {
  const access = useFundSetupAccess();
  const { data, error } = useRequest(`scheme:${fundId}`, (signal) => getScheme(fundId, signal));
  const back = (
    <BackLink to={FUND_SETUP_PATHS.fundDetails} state={{ fundId }}>
      Back to Fund Details
    </BackLink>
  );
  if (error)
    return (
      <Page title="Edit Fund" back={back}>
        <LoadError message={error} />
      </Page>
    );
  if (!data) return <Loader label="Loading..." />;
  return (
    <Page title="Edit Fund" subtitle={data.schemeName} back={back}>
      <FundEditForm scheme={data} access={access} />
    </Page>
  );
}

function FundEditForm({ scheme, access }: { scheme: SchemeDetails; access: FundSetupAccess }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const schema = useMemo(() => editSchemeSchema(scheme.fundType), [scheme.fundType]);
  const form = useContractForm(schema, { defaultValues: schemeToForm(scheme), mode: 'onTouched' });
  const details = () => navigate(FUND_SETUP_PATHS.fundDetails, { state: { fundId: scheme.id } });

  const save = async (values: SchemeFormValues) => {
    const answer = await updateScheme(scheme.id, normaliseScheme(values));
    notify.success(answer.message);
    details();
  };

  return (
    <SaveForm
      form={form}
      onSave={save}
      onCancel={details}
      canSave={access.canChange}
      accessKnown={access.known}
      noAccessMessage={FUND_API_MESSAGES.noAccess}
    >
      <Card title="Fund Details">
        <SchemeFields fixedFundType={scheme.fundType} />
      </Card>
    </SaveForm>
  );
}
