import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Clears the state that made the island fail (e.g. saved quiz progress), then tries again. */
  onReset?: () => void;
  resetLabel?: string;
}

interface State {
  error: Error | null;
}

/**
 * Wrap an island's root in this: a render error shows a readable message with a way out,
 * never a blank page. (Error boundaries must be class components in React 19.)
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  private reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="card error-boundary" role="alert">
        <h2>Unexpected Application Error!</h2>
        <p>Something went wrong while showing this part of the page. Your data is safe; please try again.</p>
        <p className="error-boundary__detail">
          <code>{this.state.error.message}</code>
        </p>
        <div className="error-boundary__actions">
          {this.props.onReset ? (
            <button type="button" className="button button--primary" onClick={this.reset}>
              {this.props.resetLabel ?? 'Start over'}
            </button>
          ) : (
            <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
              Reload the page
            </button>
          )}
          <a className="button button--secondary" href="/">
            Go to the home page
          </a>
        </div>
      </div>
    );
  }
}
