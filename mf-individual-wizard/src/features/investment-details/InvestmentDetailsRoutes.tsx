import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage, type RemoteAppProps } from '@aif/ui-kit';

const placeholder = <PlaceholderPage title="Investment Details" message="This area is not built yet." />;

/**
 * /investment-details/:referenceId and the pages beneath it. `edit-application/*` is the individual wizard,
 * handed in by the App (features do not import each other).
 */
export function InvestmentDetailsRoutes({
  editApplication,
}: RemoteAppProps & { editApplication?: ReactNode }) {
  return (
    <Routes>
      <Route index element={placeholder} />
      {editApplication && <Route path="edit-application/*" element={editApplication} />}
      <Route path=":referenceId/*" element={placeholder} />
    </Routes>
  );
}
