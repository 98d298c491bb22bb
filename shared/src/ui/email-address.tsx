import { Fragment } from 'react'

/**
 * An email address that may wrap before its @ and its dots on a narrow screen, so a long
 * one never breaks inside a word ("roisin.devlin / @example / .co.uk").
 */
export function EmailAddress({ email }: { email: string }) {
  let offset = 0
  const parts = email.split(/(?=[@.])/).map((text) => {
    const part = { text, at: offset }
    offset += text.length
    return part
  })
  return (
    <>
      {parts.map((part) => (
        <Fragment key={part.at}>
          {part.at > 0 && <wbr />}
          {part.text}
        </Fragment>
      ))}
    </>
  )
}
