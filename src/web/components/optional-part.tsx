import { Component, type ReactNode } from "react";

type Props = { children: ReactNode; fallback?: ReactNode };

/**
 * A part of the shell whose code loads later (toasts, tooltips, the phone menu, the assistant): if that code cannot
 * be loaded, the page goes on without it (or with `fallback`) instead of going blank.
 */
export class OptionalPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
