import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { getInvestorToken } from '@aif/api-client';
import { firstStep, isStepReachable, isWizardStep, resumeStep, type SessionUser } from '@aif/contracts';
import { Loader } from '@aif/ui-kit';
import { StepPlaceholder } from './StepPlaceholder';
import { WizardFrame } from './WizardFrame';
import { useApplication } from './useApplication';
import { useMasters } from './useMasters';
import { WizardProvider, useWizard } from './useWizard';
import { investorSummaryPath, type WizardArea, type WizardConfig } from './routes';
import { readTarget, storeTarget, type WizardTarget } from './target';

/** An investor (or an anonymous visitor) without an investor session token. */
function lacksInvestorSession(user: SessionUser | null): boolean {
  return user === null || (user.role === 'investor' && getInvestorToken() === null);
}

/** /:step: the step if the flow has it and the counter allows it, else the furthest step that is reachable. */
function StepRoute() {
  const { step = '' } = useParams();
  const { application, target, version, config } = useWizard();
  const { flow, forms } = config;
  if (!isWizardStep(flow, step) || !isStepReachable(flow, application.currentStep, step)) {
    return <Navigate to={`../${resumeStep(flow, application.currentStep)}`} replace state={target} />;
  }
  const Step = forms[step];
  return (
    <WizardFrame current={step}>
      {/* A step form shows its own loader until its chunk arrives (lazy-step.ts): nothing here suspends. */}
      {Step ? <Step key={`${step}-${version}`} /> : <StepPlaceholder slug={step} />}
    </WizardFrame>
  );
}

function LoadedWizard({
  user,
  target,
  config,
  basePath,
}: {
  user: SessionUser | null;
  target: WizardTarget;
  config: WizardConfig;
  basePath: string;
}) {
  const { application, error, loading, reload, setApplication } = useApplication(target.id);
  const masters = useMasters();
  // The addressed step's form downloads while the application and the master lists are read.
  const { pathname } = useLocation();
  useEffect(() => {
    const slug = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length + 1).split('/')[0] : '';
    if (slug && isWizardStep(config.flow, slug)) void config.forms[slug]?.preload?.().catch(() => undefined);
    // Once, for the address the wizard opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
  const first = firstStep(config.flow);
  return (
    <WizardProvider
      user={user}
      application={application}
      setApplication={setApplication}
      target={target}
      config={config}
      basePath={basePath}
      masters={masters}
      reload={reloadAll}
      version={version}
    >
      <Routes>
        <Route index element={<Navigate to={first} replace state={target} />} />
        <Route path=":step" element={<StepRoute />} />
        <Route path="*" element={<Navigate to={first} replace state={target} />} />
      </Routes>
    </WizardProvider>
  );
}

export interface ApplicationWizardProps {
  user: SessionUser | null;
  /** The flow, its routes and its step forms (the remote's configuration). */
  config: WizardConfig;
  /**
   * Which route this is mounted at: 'wizard' (`routes.wizardBase`, the preparers) or 'edit'
   * (`routes.editBase`, the investor and the approvers).
   */
  area: WizardArea;
}

/**
 * The application wizard (doc 1 §2, doc 2 §2) of one flow: the frame with the flow's steps in contracts'
 * order, mounted at the flow's wizard or edit route. The application arrives as router state
 * `{ id, applicant1ReferenceId }`, or from this tab's sessionStorage after a reload.
 */
export function ApplicationWizard({ user, config, area }: ApplicationWizardProps) {
  const location = useLocation();
  const { flow, routes } = config;
  const target = useMemo(() => readTarget(flow, location.state), [flow, location.state]);
  useEffect(() => {
    if (target) storeTarget(flow, target);
  }, [flow, target]);

  if (!target) {
    console.warn('No application id found');
    return <Navigate to="/" replace />;
  }
  if (lacksInvestorSession(user) && target.applicant1ReferenceId) {
    return <Navigate to={investorSummaryPath(routes, target.applicant1ReferenceId)} replace />;
  }
  const basePath = area === 'edit' ? routes.editBase : routes.wizardBase;
  return <LoadedWizard key={target.id} user={user} target={target} config={config} basePath={basePath} />;
}
