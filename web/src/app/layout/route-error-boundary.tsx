// Unexpected error while rendering or loading a page (e.g. a module that failed to download):
// the error page replaces the app until the visitor goes to another path.
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from './route-error-page';

type Props = { pathname: string; children: ReactNode };
type State = { error: unknown; pathname: string | null };

class Boundary extends Component<Props, State> {
  override state: State = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Erreur inconnue') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return { pathname: props.pathname };
    // An error page stays until a navigation elsewhere.
    if (state.pathname === null) return { pathname: props.pathname };
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <RouteErrorPage error={this.state.error} />
    );
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
