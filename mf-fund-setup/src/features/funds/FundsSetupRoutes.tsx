import { Navigate, Route, Routes } from 'react-router-dom';
import { NotAuthorized, type RemoteAppProps } from '@aif/ui-kit';
import { FundAddPage } from './components/FundAddPage';
import { FundDetailsPage } from './components/FundDetailsPage';
import { FundEditPage } from './components/FundEditPage';
import { FundListPage } from './components/FundListPage';
import { PlanAddPage, PlanEditPage } from './components/PlanFormPage';
import { PlanDetailsPage } from './components/PlanDetailsPage';
import { PlanListPage } from './components/PlanListPage';
import { FUNDS_SETUP, WithState, fundState, fundTypeState, planState } from './lib/navigation';

/**
 * /funds-setup and its screens (doc 3 §2.7): the base goes to fund-list; the screens that need ids take
 * them from the navigation state and go back to /funds-setup without them.
 */
export function FundsSetupRoutes({ user }: RemoteAppProps) {
  if (!user) return <NotAuthorized />;
  return (
    <Routes>
      <Route index element={<Navigate to="fund-list" replace />} />
      <Route path="fund-list" element={<FundListPage />} />
      <Route path="add-fund" element={<FundAddPage />} />
      <Route
        path="edit-fund"
        element={<WithState schema={fundState}>{(s) => <FundEditPage key={s.fundId} {...s} />}</WithState>}
      />
      <Route
        path="fund-details"
        element={<WithState schema={fundState}>{(s) => <FundDetailsPage key={s.fundId} {...s} />}</WithState>}
      />
      <Route
        path="view-plans"
        element={
          <WithState schema={fundTypeState}>{(s) => <PlanListPage key={s.fundId} {...s} />}</WithState>
        }
      />
      <Route
        path="add-plan"
        element={<WithState schema={fundTypeState}>{(s) => <PlanAddPage key={s.fundId} {...s} />}</WithState>}
      />
      <Route
        path="plan-details"
        element={<WithState schema={planState}>{(s) => <PlanDetailsPage key={s.PlanId} {...s} />}</WithState>}
      />
      <Route
        path="edit-plan"
        element={<WithState schema={planState}>{(s) => <PlanEditPage key={s.PlanId} {...s} />}</WithState>}
      />
      <Route path="*" element={<Navigate to={FUNDS_SETUP} replace />} />
    </Routes>
  );
}
