import { Button, Link, Tag, TagGroup, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useRequest } from '@aif/api-client/react';
import { DASH, Loader } from '@aif/ui-kit';
import { getPlan } from '../../../api/funds';
import { BackLink, Card, FieldList, LoadError, Page, ViewField } from '@aif/form-kit';
import { FUND_SETUP_PATHS, type PlanState } from '../lib/navigation';
import { planDetailLines, type PlanDetailLine } from '../lib/plan-details';
import { useFundSetupAccess } from '../lib/useFundSetupAccess';

const useStyles = makeStyles({
  chips: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, rowGap: tokens.spacingVerticalXS },
  link: { overflowWrap: 'anywhere' },
});

/** Plan details (doc 3 §2.7): every field read-only; the edit icon with fund-setup access only. */
export function PlanDetailsPage({ PlanId, fundId, fundType }: PlanState) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { canChange } = useFundSetupAccess();
  const { data: plan, error } = useRequest(`plan:${PlanId}`, (signal) => getPlan(PlanId, signal));
  const back = (
    <BackLink to={FUND_SETUP_PATHS.viewPlans} state={{ fundId, fundType }}>
      Back to Plans
    </BackLink>
  );
  if (error)
    return (
      <Page title="Plan Details" back={back}>
        <LoadError message={error} />
      </Page>
    );
  if (!plan) return <Loader />;

  const state = { PlanId: plan.id, fundId: plan.schemeId, fundType: plan.scheme.fundType };
  const edit = canChange && (
    <Tooltip content="Edit Plan" relationship="label">
      <Button
        appearance="subtle"
        icon={<EditRegular />}
        onClick={() => navigate(FUND_SETUP_PATHS.editPlan, { state })}
      />
    </Tooltip>
  );

  const value = (line: PlanDetailLine) => {
    if (line.chips) {
      if (line.chips.length === 0) return DASH;
      return (
        <TagGroup className={styles.chips} aria-label={line.label}>
          {line.chips.map((chip, i) => (
            <Tag key={`${i}:${chip}`} size="small" shape="circular" appearance="brand">
              {chip}
            </Tag>
          ))}
        </TagGroup>
      );
    }
    if (line.link && line.value)
      return (
        <Link className={styles.link} href={line.value} target="_blank" rel="noopener noreferrer">
          {line.value}
        </Link>
      );
    return line.value;
  };

  return (
    <Page
      title="Plan Details"
      subtitle={`${plan.scheme.schemeName} · ${plan.planDescription}${plan.isActive ? '' : ' (inactive)'}`}
      back={back}
    >
      <Card title="Plan Details" actions={edit}>
        <FieldList label="Plan Details">
          {planDetailLines(plan).map((line) => (
            <ViewField key={line.label} label={line.label} value={value(line)} wide={!!line.chips} />
          ))}
        </FieldList>
      </Card>
    </Page>
  );
}
