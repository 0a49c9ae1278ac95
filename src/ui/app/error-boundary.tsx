import { Component, createContext, type ContextType, type ReactNode } from 'react';
import { FaultState } from '../components/fault-state';
import { ChunkLoadError } from '../../lazy-load/chunk-load';

/**
 * How the app reloads itself (Reload, after a chunk failed). A context so that a host without a
 * browser location (a unit test) can supply its own.
 */
export const PageReload = createContext<() => void>(() => window.location.reload());

interface ErrorBoundaryProps {
  readonly children: ReactNode;
  /** A page's boundary sits in the page's place; the shell's takes the whole window. */
  readonly scope: 'page' | 'shell';
  /** A new value (another address) clears a fault: the next page starts afresh. */
  readonly resetKey?: string;
}

interface ErrorBoundaryState {
  readonly fault: { readonly chunkFailed: boolean } | null;
}

/**
 * Catches what breaks below it (docs/architecture.md#features): a render error, or a chunk that
 * failed or timed out. It shows the fault with Try again, which mounts the children again: the
 * gates and lazy components below load afresh whatever failed (see lazy-chunk.ts, FeatureGate).
 * React 19 still offers error boundaries only as class components. It reports nothing itself: what it
 * catches reaches the error reporter once, through the root's onCaughtError, which reads its `scope`
 * (root-error-options.ts, docs/architecture.md#error-reporting).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  static override contextType = PageReload;
  declare context: ContextType<typeof PageReload>;
  override state: ErrorBoundaryState = { fault: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { fault: { chunkFailed: error instanceof ChunkLoadError } };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.fault && previous.resetKey !== this.props.resetKey) this.setState({ fault: null });
  }

  private readonly retry = () => this.setState({ fault: null });

  override render(): ReactNode {
    const { fault } = this.state;
    if (!fault) return this.props.children;
    return (
      <FaultState
        chunkFailed={fault.chunkFailed}
        onRetry={this.retry}
        onReload={this.context}
        scope={this.props.scope}
      />
    );
  }
}
