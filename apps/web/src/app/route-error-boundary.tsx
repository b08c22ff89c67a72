import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { ErrorPage } from './routes/error-page';

interface RouteErrorBoundaryProps {
  location: Location;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failure: { error: unknown } | null;
  location: Location;
}

/**
 * The unexpected error page for a screen that fails to render or to load (a lazy module that does not arrive).
 * Like the data router's error element, it clears on the next navigation.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failure: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.location === state.location ? null : { failure: null, location: props.location };
  }

  override render() {
    return this.state.failure ? <ErrorPage error={this.state.failure.error} /> : this.props.children;
  }
}
