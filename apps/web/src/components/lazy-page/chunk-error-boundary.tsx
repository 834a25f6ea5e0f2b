import { Component, type ReactNode } from 'react';
import { ChunkFailure } from './chunk-failure.tsx';

type Props = { children: ReactNode; onRetry: () => void };
type State = { error: Error | null };

export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error)
      return <ChunkFailure errorType={error.name || 'Error'} message={error.message} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
