import {
  getOtpChallenge,
  isApiError,
  type OtpChallenge,
} from '@food/shared/api'
import { showPopup } from '@food/shared/store'
import { MESSAGES } from '@food/shared/types'
import type { AltchaWidgetElement } from 'altcha/external'
import type { Challenge } from 'altcha/types'
import { useEffect, useEffectEvent, useState } from 'react'
import { loadAltchaWidget } from '../utils/load-altcha'

type VerifiedEvent = CustomEvent<{ payload: string }>

/**
 * Loads the altcha widget and a challenge from the API, hands the challenge to the widget,
 * and calls `onSolved` with the widget's payload once the customer's browser has solved it.
 * Render <altcha-widget ref={setWidget}> once `challenge` is there.
 */
export function useAltchaWidget(onSolved: (payload: string) => void) {
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null)
  // <altcha-widget>, which loadAltchaWidget has defined before it is rendered.
  const [element, setWidget] = useState<HTMLElement | null>(null)
  const widget = element as AltchaWidgetElement | null
  const handleSolved = useEffectEvent(onSolved)

  useEffect(() => {
    let isCurrent = true
    Promise.all([getOtpChallenge(), loadAltchaWidget()]).then(
      ([fresh]) => {
        if (isCurrent) setChallenge(fresh)
      },
      (error: unknown) => {
        if (!isCurrent) return
        showPopup({
          type: 'error',
          title: MESSAGES.errorTitle,
          message: isApiError(error)
            ? error.message
            : MESSAGES.somethingWentWrong,
        })
      },
    )
    return () => {
      isCurrent = false
    }
  }, [])

  useEffect(() => {
    if (!widget || !challenge) return
    // The API signs altcha-lib's own challenge format, which this widget reads.
    const configure = () =>
      void widget.configure({ challenge: challenge as Challenge })
    // The widget's methods exist once it has mounted, which it announces with `load`.
    if (typeof widget.configure === 'function') configure()
    else widget.addEventListener('load', configure, { once: true })
    const handleVerified = (event: Event) =>
      handleSolved((event as VerifiedEvent).detail.payload)
    widget.addEventListener('verified', handleVerified)
    return () => {
      widget.removeEventListener('load', configure)
      widget.removeEventListener('verified', handleVerified)
    }
  }, [widget, challenge])

  return { challenge, setWidget }
}
