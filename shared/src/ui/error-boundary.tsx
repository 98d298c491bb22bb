import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ERROR_RESET_MS } from '../types/constants'
import { MESSAGES } from '../types/messages'
import styles from './error-boundary.module.css'
import { errorMessage } from './error-message'

type Props = {
  children: ReactNode
  /** Called when the boundary resets, e.g. to clear what made the children fail. */
  onReset?: () => void
}

type State = { error: unknown }

/**
 * Catches a render error in its children, shows it for 3 seconds, then
 * renders the children again.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null }
  private resetTimer: ReturnType<typeof setTimeout> | undefined

  static getDerivedStateFromError(error: unknown): State {
    // A thrown non-Error value still needs a truthy marker to show the fallback.
    return { error: error ?? new Error(MESSAGES.somethingWentWrong) }
  }

  componentDidCatch(_error: unknown, _info: ErrorInfo) {
    clearTimeout(this.resetTimer)
    this.resetTimer = setTimeout(this.reset, ERROR_RESET_MS)
  }

  componentWillUnmount() {
    clearTimeout(this.resetTimer)
  }

  private reset = () => {
    this.setState({ error: null })
    this.props.onReset?.()
  }

  render() {
    if (this.state.error === null) return this.props.children
    return (
      <div role="alert" className={styles.fallback}>
        {errorMessage(this.state.error, MESSAGES.somethingWentWrong)}
      </div>
    )
  }
}
