import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Clears the state that made the island fail (e.g. saved quiz progress), then tries again. */
  onReset?: () => void;
  resetLabel?: string;
}

interface State {
  failed: boolean;
}

/**
 * Wrap an island's root in this: a render error shows a plain message with a way out, never a blank page.
 * The technical detail goes to the console only. (Error boundaries must be class components in React 19.)
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  private reset = () => {
    this.props.onReset?.();
    this.setState({ failed: false });
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="card error-boundary" role="alert">
        <h2>Unexpected Application Error!</h2>
        <p>Something went wrong while showing this part of the page. Please reload the page to try again.</p>
        <div className="error-boundary__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          {this.props.onReset && (
            <button type="button" className="button button--secondary" onClick={this.reset}>
              {this.props.resetLabel ?? 'Start over'}
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
