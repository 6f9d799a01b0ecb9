import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Spec §9: a crashed widget shows at most this much of its error. */
const STACK_LIMIT = 200;

interface Props {
  /** 'Widget Error' for any widget; the overview chart uses 'Chart Error'. */
  title: string;
  /** Shown under the title, such as the widget's type. */
  detail?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** One failing widget shows what failed in its own frame; the rest of the dashboard keeps working. */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.title}: ${this.props.detail ?? ''}`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const text = (error.stack ?? error.message).slice(0, STACK_LIMIT);
    return (
      <div className="widget-error" role="alert">
        <p className="widget-error__title">{this.props.title}</p>
        {this.props.detail && <p className="widget-error__detail">{this.props.detail}</p>}
        <pre className="widget-error__stack">{text}</pre>
        <button
          type="button"
          className="button button--outline"
          onClick={() => this.setState({ error: null })}
        >
          Try again
        </button>
      </div>
    );
  }
}
