import { Component, type ErrorInfo, type ReactNode } from 'react'

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
      `Remote ${this.props.remote} failed`,
      error,
      info.componentStack,
    )
  }

  render() {
    const { error } = this.state
    return error ? this.props.fallback(error) : this.props.children
  }
}
