import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /**
   * What shows in place of `children` once they threw while rendering (a chunk that failed to load, a bug). A
   * function gets `reset`, which renders the children again: call it from a retry once the cause is dealt with
   * (new lazy components, for example, since React keeps a lazy component's failure).
   */
  fallback: ReactNode | ((reset: () => void) => ReactNode);
  /** Told of each error caught, for the app's log (React reports it to the console as well). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** The part of the screen it guards. */
  children?: ReactNode;
}

/**
 * Keeps a failure of one part of a screen to that part: the route's error page for a route, the chart's error
 * state for a chart whose code did not load, while the rest of the screen stays. Give it a `key` that changes
 * with what it guards (the route's path) to start afresh there.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  readonly #reset = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.#reset) : fallback;
  }
}
