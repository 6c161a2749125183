import * as React from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { FluentProvider } from '@fluentui/react-components';
import { aifTheme } from '../theme/aifTheme';

function Wrapper({ children }: { children?: React.ReactNode }): React.JSX.Element {
  return <FluentProvider theme={aifTheme}>{children}</FluentProvider>;
}

/** Renders inside the portal's FluentProvider (test helper, not exported from the package). */
export function renderWithTheme(
  ui: React.ReactElement,
  options?: Omit<RenderOptions, 'wrapper'>,
): RenderResult {
  return render(ui, { wrapper: Wrapper, ...options });
}
