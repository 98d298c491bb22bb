import { Component, type ErrorInfo, type ReactNode } from 'react'
import { describeRemoteFailure } from './describe-remote-failure'

type Props = {
  remote: string
  fallback: (error: Error) => ReactNode
  children: ReactNode
}

type State = { error: Error | null }

/** Keeps a failing remote inside its own slot. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(
      describeRemoteFailure(this.props.remote, error),
      error,
      info.componentStack,
    )
  }

  render() {
    const { error } = this.state
    return error ? this.props.fallback(error) : this.props.children
  }
}
