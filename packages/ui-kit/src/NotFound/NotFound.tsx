import * as React from 'react';
import { FRAME_MESSAGES } from '@aif/contracts';
import { DocumentQuestionMarkRegular } from '@fluentui/react-icons';
import { PlaceholderPage } from '../PlaceholderPage/PlaceholderPage';
import type { NotFoundProps } from './NotFound.types';

export const NOT_FOUND_MESSAGE: string = FRAME_MESSAGES.pageNotFound;

/** Shown for an unknown route. */
export function NotFound({ message = NOT_FOUND_MESSAGE, children }: NotFoundProps): React.JSX.Element {
  return (
    <PlaceholderPage title={message} message={null} icon={<DocumentQuestionMarkRegular />}>
      {children}
    </PlaceholderPage>
  );
}
