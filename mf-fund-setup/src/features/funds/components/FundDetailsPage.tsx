import { Button, Tooltip } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useRequest } from '@aif/api-client/react';
import {
  FUND_CATEGORY_LABELS,
  FUND_TYPE_LABELS,
  SCHEME_FIELD_LABELS as L,
  type FundCategory,
} from '@aif/contracts';
import { Loader } from '@aif/ui-kit';
import { getScheme } from '../../../api/funds';
import { BackLink, Card, FieldList, LoadError, NavLink, Page, ViewField } from '@aif/form-kit';
import { FUND_SETUP_PATHS } from '../lib/navigation';
import { useFundSetupAccess } from '../lib/useFundSetupAccess';
import { planCountText } from './FundListPage';

/** Fund details (doc 3 §2.7): the scheme fields read-only, the edit icon with fund-setup access only. */
export function FundDetailsPage({ fundId }: { fundId: string }) {
  const navigate = useNavigate();
  const { canChange } = useFundSetupAccess();
  const { data: fund, error } = useRequest(`scheme:${fundId}`, (signal) => getScheme(fundId, signal));
  const back = <BackLink to={FUND_SETUP_PATHS.fundList}>Back to Funds</BackLink>;
  if (error)
    return (
      <Page title="Fund Details" back={back}>
        <LoadError message={error} />
      </Page>
    );
  if (!fund) return <Loader />;

  const plans = { fundId: fund.id, fundType: fund.fundType };
  const edit = canChange && (
    <Tooltip content="Edit Fund" relationship="label">
      <Button
        appearance="subtle"
        icon={<EditRegular />}
        onClick={() => navigate(FUND_SETUP_PATHS.editFund, { state: { fundId: fund.id } })}
      />
    </Tooltip>
  );

  return (
    <Page title="Fund Details" subtitle={fund.schemeName} back={back}>
      <Card title="Fund Details" actions={edit}>
        <FieldList label="Fund Details">
          <ViewField label={L.schemeCode} value={fund.schemeCode} />
          <ViewField label={L.schemeName} value={fund.schemeName} />
          <ViewField
            label={L.fundCategory}
            value={FUND_CATEGORY_LABELS[fund.fundCategory as FundCategory] ?? fund.fundCategory}
          />
          <ViewField label={L.fundType} value={FUND_TYPE_LABELS[fund.fundType]} />
          <ViewField label={L.amcCode} value={fund.amcCode} />
          <ViewField label={L.bankName} value={fund.bankName} />
          <ViewField label={L.bankBranch} value={fund.bankBranch} />
          <ViewField label={L.ifscCode} value={fund.ifscCode} />
          <ViewField label={L.bankAccountNumber} value={fund.bankAccountNumber} />
          <ViewField label={L.grievanceEmail} value={fund.grievanceEmail} />
          <ViewField label="Access" value={fund.isActive ? 'Active' : 'Inactive'} />
          <ViewField
            label="Plans"
            value={
              <NavLink to={FUND_SETUP_PATHS.viewPlans} state={plans}>
                {`View Plans (${planCountText(fund.plans.length)})`}
              </NavLink>
            }
          />
        </FieldList>
      </Card>
    </Page>
  );
}
