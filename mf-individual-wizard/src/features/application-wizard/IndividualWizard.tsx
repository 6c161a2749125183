import { Suspense, lazy, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { getInvestorToken } from '@aif/api-client';
import {
  firstStep,
  isStepReachable,
  isWizardStep,
  resumeStep,
  type IndividualStep,
  type SessionUser,
} from '@aif/contracts';
import { Loader } from '@aif/ui-kit';
import { StepPlaceholder } from './components/StepPlaceholder';
import { WizardFrame } from './components/WizardFrame';
import { useApplication } from './hooks/useApplication';
import { useMasters } from './hooks/useMasters';
import { WizardProvider, useWizard } from './hooks/useWizard';
import { investorDetailsPath } from './lib/paths';
import { readTarget, storeTarget, type WizardTarget } from './lib/target';

// One chunk per step; steps 6-9 are the shared modules of @aif/wizard-steps.
const DistributorStep = lazy(() =>
  import('./steps/distributor/DistributorStep').then((m) => ({ default: m.DistributorStep })),
);
const ContributorStep = lazy(() =>
  import('./steps/contributor/ContributorStep').then((m) => ({ default: m.ContributorStep })),
);
const ContactStep = lazy(() =>
  import('./steps/contact/ContactStep').then((m) => ({ default: m.ContactStep })),
);
const AdditionalKycStep = lazy(() =>
  import('./steps/additional-kyc/AdditionalKycStep').then((m) => ({ default: m.AdditionalKycStep })),
);
const FatcaStep = lazy(() => import('./steps/fatca/FatcaStep').then((m) => ({ default: m.FatcaStep })));
const NomineeStep = lazy(() => import('@aif/wizard-steps/nominee').then((m) => ({ default: m.NomineeStep })));
const BankStep = lazy(() => import('@aif/wizard-steps/bank').then((m) => ({ default: m.BankStep })));
const InvestmentStep = lazy(() =>
  import('@aif/wizard-steps/investment').then((m) => ({ default: m.InvestmentStep })),
);
const DocumentsStep = lazy(() =>
  import('@aif/wizard-steps/documents').then((m) => ({ default: m.DocumentsStep })),
);

const BUILT_STEPS: Partial<Record<IndividualStep, ComponentType>> = {
  'distributor-details': DistributorStep,
  'contributor-details': ContributorStep,
  'contact-details': ContactStep,
  'additional-KYC-details': AdditionalKycStep,
  fatca: FatcaStep,
  'nominee-details': NomineeStep,
  'bank-details': BankStep,
  'investment-payment-details': InvestmentStep,
  'document-details': DocumentsStep,
};

/** An investor (or an anonymous visitor) without an investor session token. */
function lacksInvestorSession(user: SessionUser | null): boolean {
  return user === null || (user.role === 'investor' && getInvestorToken() === null);
}

/** /:step: the step if the counter allows it, else the furthest step that is reachable. */
function StepRoute() {
  const { step = '' } = useParams();
  const { application, target, version } = useWizard();
  if (!isWizardStep('individual', step) || !isStepReachable('individual', application.currentStep, step)) {
    return <Navigate to={`../${resumeStep('individual', application.currentStep)}`} replace state={target} />;
  }
  const slug = step as IndividualStep;
  const Step = BUILT_STEPS[slug];
  return (
    <WizardFrame current={slug}>
      <Suspense fallback={<Loader />}>
        {Step ? <Step key={`${slug}-${version}`} /> : <StepPlaceholder slug={slug} />}
      </Suspense>
    </WizardFrame>
  );
}

function LoadedWizard({
  user,
  target,
  basePath,
}: {
  user: SessionUser | null;
  target: WizardTarget;
  basePath: string;
}) {
  const { application, error, loading, reload, setApplication } = useApplication(target.id);
  const masters = useMasters();
  const [version, setVersion] = useState(0);
  const reloadAll = useCallback(async () => {
    await reload();
    setVersion((v) => v + 1);
  }, [reload]);

  if (!application || !masters.loaded) {
    // The step schemas check countries and brokers against the master lists: wait for them too.
    if (loading || !masters.loaded) return <Loader />;
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{error}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <WizardProvider
      user={user}
      application={application}
      setApplication={setApplication}
      target={target}
      basePath={basePath}
      masters={masters}
      reload={reloadAll}
      version={version}
    >
      <Routes>
        <Route index element={<Navigate to={firstStep('individual')} replace state={target} />} />
        <Route path=":step" element={<StepRoute />} />
        <Route path="*" element={<Navigate to={firstStep('individual')} replace state={target} />} />
      </Routes>
    </WizardProvider>
  );
}

/**
 * The individual application wizard (doc 1 §2), mounted at `basePath`: /application for staff,
 * /investment-details/edit-application for the investor and the approvers.
 */
export function IndividualWizard({ user, basePath }: { user: SessionUser | null; basePath: string }) {
  const location = useLocation();
  const target = useMemo(() => readTarget(location.state), [location.state]);
  useEffect(() => {
    if (target) storeTarget(target);
  }, [target]);

  if (!target) {
    console.warn('No application id found');
    return <Navigate to="/" replace />;
  }
  if (lacksInvestorSession(user) && target.applicant1ReferenceId) {
    return <Navigate to={investorDetailsPath(target.applicant1ReferenceId)} replace />;
  }
  return <LoadedWizard key={target.id} user={user} target={target} basePath={basePath} />;
}
