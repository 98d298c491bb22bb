import ui from '../../../lib/ui.module.css'
import { useEditorNotice } from '../hooks/use-editor-notice'
import styles from './menu-editor.module.css'

/** The server's sentence about the last change, read out politely (there from the start). */
export function EditorNotice() {
  const notice = useEditorNotice()
  return (
    <p
      role="status"
      className={notice ? `${ui.note} ${styles.notice}` : styles.quiet}
    >
      {notice}
    </p>
  )
}
