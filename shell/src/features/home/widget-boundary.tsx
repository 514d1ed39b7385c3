import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Around each home-page widget: a widget that fails to load or to render disappears alone; the home page and
 * the other widgets stay.
 */
export class WidgetBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The home-page widget "${this.props.name}" failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
