import styles from './field-problem.module.css'

type Props = {
  /** Referenced by the field's aria-describedby. */
  id: string
  /** SPEC's title for the rule ('Invalid Mobile Number'), shown as a bold lead. */
  title?: string
  message: string
}

/**
 * What is wrong with one field, shown beside it and announced as it appears
 * (the field carries aria-invalid and points here with aria-describedby), so
 * the focus can stay where the customer is typing.
 */
export function FieldProblem({ id, title, message }: Props) {
  return (
    <p id={id} role="alert" className={styles.problem}>
      {title ? (
        <>
          <strong className={styles.title}>{title}</strong>{' '}
        </>
      ) : null}
      {message}
    </p>
  )
}
