import { staffCatalogueQuery } from '@food/shared/api'
import { useAppQuery } from '@food/shared/query'
import { LoadError, Spinner } from '@food/shared/ui'
import ui from '../../../lib/ui.module.css'
import { AddonGroupList } from './addon-group-list'
import { CategoryList } from './category-list'
import { EditorNotice } from './editor-notice'
import styles from './menu-editor.module.css'

/** The owner's menu editor: categories and their dishes, then the shared add-on groups. */
export function MenuEditorPage() {
  const catalogue = useAppQuery(staffCatalogueQuery())
  return (
    <section className={styles.page} aria-labelledby="kitchen-editor-title">
      <h1 id="kitchen-editor-title" className={ui.pageTitle}>
        Menu editor
      </h1>
      <p>
        Every change reaches customers as soon as it is saved. Sold out for
        tonight is on the Menu page.
      </p>
      <EditorNotice />
      {catalogue.isPending ? (
        <Spinner label="Loading the menu…" />
      ) : catalogue.isError ? (
        <LoadError
          message={catalogue.error.message}
          onRetry={() => void catalogue.refetch()}
          retryLabel="Try again"
        />
      ) : (
        <>
          <CategoryList menu={catalogue.data} />
          <AddonGroupList groups={catalogue.data.addonGroups} />
        </>
      )}
    </section>
  )
}
