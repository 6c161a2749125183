import { Component, type ErrorInfo, type ReactNode } from 'react';
import { toRemoteLoadError } from '../lib/errors';
import { RemoteUnavailable } from './RemoteUnavailable';

export interface RemoteErrorBoundaryProps {
  /** Container name of the area, for the error's context. */
  remote: string;
  /** Called by the Retry button; the parent re-keys the boundary and loads the area again. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  caught: { error: unknown } | null;
}

/** Catches a failed or crashing area at its mount point so the rest of the shell keeps working. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { caught: null };

  static getDerivedStateFromError(error: unknown): State {
    return { caught: { error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const failure = toRemoteLoadError(error, this.props.remote);
    console.error(failure.message, { remote: this.props.remote, componentStack: info.componentStack });
  }

  override render(): ReactNode {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    const failure = toRemoteLoadError(caught.error, this.props.remote);
    return <RemoteUnavailable code={failure.code} remote={failure.remote} onRetry={this.props.onRetry} />;
  }
}
