import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useContractForm, useRequest, type RequestState } from '@aif/api-client/react';
import {
  FUND_API_MESSAGES,
  todayInIST,
  type FundType,
  type PlanDetails,
  type PlanFormValues,
  type PlanOptionsResponse,
} from '@aif/contracts';
import { Loader, useNotify } from '@aif/ui-kit';
import { addPlan, getPlan, getPlanOptions, updatePlan } from '../../../api/funds';
import { BackLink, Card, LoadError, Page, SaveForm } from '@aif/form-kit';
import {
  EMPTY_PLAN_OPTIONS,
  planBody,
  planDefaults,
  planSchema,
  planToForm,
  withPlanChoices,
} from '../lib/forms';
import { FUND_SETUP_PATHS, type FundTypeState, type PlanState } from '../lib/navigation';
import { useFundSetupAccess } from '../lib/useFundSetupAccess';
import { PlanFields } from './PlanFields';

/** add-plan (doc 3 §2.7): a new plan of the fund; saved, the fund's plans are shown. */
export function PlanAddPage({ fundId, fundType }: FundTypeState) {
  const options = useRequest('planOptions', (signal) => getPlanOptions(signal));
  return (
    <Page
      title="Add Plan"
      back={
        <BackLink to={FUND_SETUP_PATHS.viewPlans} state={{ fundId, fundType }}>
          Back to Plans
        </BackLink>
      }
    >
      <PlanForm fundId={fundId} fundType={fundType} options={options} />
    </Page>
  );
}

/** edit-plan (doc 3 §2.7): the stored plan; saved, its details are shown. */
export function PlanEditPage({ PlanId, fundId, fundType }: PlanState) {
  const plan = useRequest(`plan:${PlanId}`, (signal) => getPlan(PlanId, signal));
  const options = useRequest('planOptions', (signal) => getPlanOptions(signal));
  const state = { PlanId, fundId, fundType };
  const back = (
    <BackLink to={FUND_SETUP_PATHS.planDetails} state={state}>
      Back to Plan Details
    </BackLink>
  );
  if (plan.error)
    return (
      <Page title="Edit Plan" back={back}>
        <LoadError message={plan.error} />
      </Page>
    );
  if (!plan.data) return <Loader />;
  return (
    <Page
      title="Edit Plan"
      subtitle={`${plan.data.scheme.schemeName} · ${plan.data.planDescription}`}
      back={back}
    >
      <PlanForm
        fundId={plan.data.schemeId}
        fundType={plan.data.scheme.fundType}
        options={options}
        plan={plan.data}
      />
    </Page>
  );
}

/**
 * The plan form, one for add and edit (doc 3 §2.7): the contracts' rules for the fund's type, Save only
 * with fund-setup access; a refused save's field messages at their fields.
 */
function PlanForm({
  fundId,
  fundType,
  options,
  plan,
}: {
  fundId: string;
  fundType: FundType;
  options: RequestState<PlanOptionsResponse>;
  plan?: PlanDetails;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const access = useFundSetupAccess();
  const today = useMemo(() => todayInIST(), []);
  const schema = useMemo(() => planSchema(fundType, today), [fundType, today]);
  const form = useContractForm(schema, {
    defaultValues: plan ? planToForm(plan) : planDefaults(),
    mode: 'onTouched',
  });
  const choices = useMemo(
    () => withPlanChoices(options.data ?? EMPTY_PLAN_OPTIONS, plan),
    [options.data, plan],
  );

  const toList = () => navigate(FUND_SETUP_PATHS.viewPlans, { state: { fundId, fundType } });
  const toDetails = (id: string) =>
    navigate(FUND_SETUP_PATHS.planDetails, { state: { PlanId: id, fundId, fundType } });

  const save = async (values: PlanFormValues) => {
    const body = planBody(values, fundType);
    if (plan) {
      const answer = await updatePlan(plan.id, body);
      notify.success(answer.message);
      toDetails(plan.id);
    } else {
      const answer = await addPlan({ ...body, schemeId: fundId });
      notify.success(answer.message);
      toList();
    }
  };

  return (
    <>
      {options.error && <LoadError message={options.error} />}
      <SaveForm
        form={form}
        onSave={save}
        onCancel={() => (plan ? toDetails(plan.id) : toList())}
        canSave={access.canChange}
        accessKnown={access.known}
        noAccessMessage={FUND_API_MESSAGES.noAccess}
      >
        <Card title="Plan Details">
          <PlanFields fundType={fundType} options={choices} canChange={access.canChange} today={today} />
        </Card>
      </SaveForm>
    </>
  );
}
