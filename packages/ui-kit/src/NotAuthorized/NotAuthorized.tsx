import * as React from 'react';
import { FRAME_MESSAGES } from '@aif/contracts';
import { LockClosedRegular } from '@fluentui/react-icons';
import { PlaceholderPage } from '../PlaceholderPage/PlaceholderPage';
import type { NotAuthorizedProps } from './NotAuthorized.types';

export const NOT_AUTHORIZED_MESSAGE: string = FRAME_MESSAGES.notAuthorized;

/** Shown for a route the signed-in role may not open. */
export function NotAuthorized({
  message = NOT_AUTHORIZED_MESSAGE,
  children,
}: NotAuthorizedProps): React.JSX.Element {
  return (
    <PlaceholderPage title={message} message={null} icon={<LockClosedRegular />}>
      {children}
    </PlaceholderPage>
  );
}
