import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** Keeps a map failure from taking the page down: the error is logged and an empty frame stays. */
export class MapErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The trip map failed', error);
  }

  override render() {
    if (this.state.failed) return <div className="h-[400px] w-full rounded-xl bg-muted" />;
    return this.props.children;
  }
}
