import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of children that failed to render, and nothing else of the failure. For the signed-in
 * shell's extras (lazy chunks): should one's code fail to load (a deploy while the page loads, a dropped connection),
 * the top bar and the page stay, rather than the layout's error screen replacing them all.
 */
export class QuietBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
