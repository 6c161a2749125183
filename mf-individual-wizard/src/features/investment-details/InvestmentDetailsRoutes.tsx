import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { NotFound, PlaceholderPage, type RemoteAppProps } from '@aif/ui-kit';
import { EsignPage } from './components/EsignPage';
import { InvestorApplicationPage } from './components/InvestorApplicationPage';
import { SummaryPage } from './components/SummaryPage';
import { VerifyPage } from './components/VerifyPage';
import { investorPaths } from './lib/session';

/** The pages of one reference id; keyed by it so that a different link starts afresh. */
function ReferencePages({ onSignIn }: Pick<RemoteAppProps, 'onSignIn'>) {
  const { referenceId = '' } = useParams();
  return (
    <Routes key={referenceId}>
      <Route index element={<Navigate to="details" replace />} />
      <Route path="details" element={<SummaryPage referenceId={referenceId} />} />
      <Route path="verify-pan" element={<VerifyPage referenceId={referenceId} onSignIn={onSignIn} />} />
      <Route path="application-details" element={<InvestorApplicationPage referenceId={referenceId} />} />
      <Route path="esign" element={<EsignPage referenceId={referenceId} />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/**
 * /investment-details (doc 1 §2): `:referenceId/details` (public summary), `:referenceId/verify-pan` (OTP
 * sign-in), `:referenceId/application-details` (the investor's view), `:referenceId/esign` (the e-Sign page),
 * and `edit-application/*`: the individual wizard, handed in by the App (features do not import each other).
 */
export function InvestmentDetailsRoutes({
  user,
  onSignIn,
  editApplication,
}: RemoteAppProps & { editApplication?: ReactNode }) {
  const first = user?.role === 'investor' ? user.referenceIds?.[0] : undefined;
  return (
    <Routes>
      <Route
        index
        element={
          first ? (
            <Navigate to={investorPaths(first).application} replace />
          ) : (
            <PlaceholderPage
              title="Investment Details"
              message="Open the link sent to you to see your application."
            />
          )
        }
      />
      {editApplication && <Route path="edit-application/*" element={editApplication} />}
      <Route path=":referenceId/*" element={<ReferencePages onSignIn={onSignIn} />} />
    </Routes>
  );
}
