import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useContractForm, useRequest } from '@aif/api-client/react';
import { FUND_API_MESSAGES, todayInIST } from '@aif/contracts';
import { useNotify } from '@aif/ui-kit';
import { addScheme, getPlanOptions } from '../../../api/funds';
import { BackLink, Card, LoadError, Page, SaveForm } from '@aif/form-kit';
import {
  EMPTY_PLAN_OPTIONS,
  addFundBody,
  addFundSchema,
  fundTypeOf,
  planDefaults,
  schemeDefaults,
  type AddFundValues,
} from '../lib/forms';
import { FUND_SETUP_PATHS } from '../lib/navigation';
import { useFundSetupAccess } from '../lib/useFundSetupAccess';
import { PlanFields } from './PlanFields';
import { SchemeFields } from './SchemeFields';

/**
 * Add fund (doc 3 §2.7): the scheme fields and, below them, its first plan, saved in one call (a fund is
 * never stored without a plan). The plan's rules follow the fund type chosen above. Once saved, the new
 * fund's plans are shown (its first plan there, and Add Plan for the next).
 */
export function FundAddPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const access = useFundSetupAccess();
  const today = useMemo(() => todayInIST(), []);
  const schema = useMemo(() => addFundSchema(today), [today]);
  const form = useContractForm(schema, {
    defaultValues: { ...schemeDefaults(), plan: planDefaults() },
    mode: 'onTouched',
  });
  const fundType = fundTypeOf(useWatch({ control: form.control, name: 'fundType' }));
  const options = useRequest('planOptions', (signal) => getPlanOptions(signal));

  const save = async (values: AddFundValues) => {
    const body = addFundBody(values);
    const answer = await addScheme(body);
    notify.success(answer.message);
    navigate(FUND_SETUP_PATHS.viewPlans, { state: { fundId: answer.schemeId, fundType: body.fundType } });
  };

  return (
    <Page title="Add Fund" back={<BackLink to={FUND_SETUP_PATHS.fundList}>Back to Funds</BackLink>}>
      {options.error && <LoadError message={options.error} />}
      <SaveForm
        form={form}
        onSave={save}
        onCancel={() => navigate(FUND_SETUP_PATHS.fundList)}
        canSave={access.canChange}
        accessKnown={access.known}
        noAccessMessage={FUND_API_MESSAGES.noAccess}
      >
        <Card title="Fund Details">
          <SchemeFields />
        </Card>
        <Card title="First Plan">
          <PlanFields
            prefix="plan."
            fundType={fundType}
            options={options.data ?? EMPTY_PLAN_OPTIONS}
            canChange={access.canChange}
            today={today}
          />
        </Card>
      </SaveForm>
    </Page>
  );
}
