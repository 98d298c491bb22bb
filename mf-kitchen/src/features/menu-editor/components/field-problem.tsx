import styles from './menu-editor.module.css'

/** A refusal shown under the field it names; the field points to it (aria-describedby). */
export function FieldProblem({
  id,
  text,
}: {
  id: string
  text?: string | undefined
}) {
  if (!text) return null
  return (
    <p id={id} className={styles.fieldError}>
      {text}
    </p>
  )
}
