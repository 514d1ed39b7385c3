import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown when rendering the children throws. Must not depend on anything that could fail. */
  fallback: ReactNode;
  children: ReactNode;
}

/** A last-resort error boundary, used around error pages themselves. */
export class SafeBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Rendering an error page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
