import {
  createStaffPost,
  publishStaffPost,
  type StaffChange,
  saveStaffPost,
  staffPostQuery,
  staffPostsQuery,
  unpublishStaffPost,
} from '@food/shared/api'
import { useAppQueryClient } from '@food/shared/query'
import type { StaffPost } from '@food/shared/types'
import { slugFromTitle } from '@food/shared/validation'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { postEditPath } from '../../../lib/routes'
import { useIsPhotoUploading } from '../../../lib/use-photo-upload'
import {
  draftOf,
  fieldsOf,
  hasChanges,
  type PostDraft,
  slugFollowsTitle,
} from '../utils/post-draft'

/**
 * The post editor's state: what is typed (never dropped on a refusal), the copy the
 * server last confirmed (its version goes with every save), and Save / Publish /
 * Unpublish. Publishing unsaved text saves it first.
 */
export function usePostEditor(initial: StaffPost | null, author: string) {
  const queryClient = useAppQueryClient()
  const navigate = useNavigate()
  const [saved, setSaved] = useState(initial)
  const [draft, setDraft] = useState(() => draftOf(initial, author))
  const [isSlugAuto, setIsSlugAuto] = useState(() => slugFollowsTitle(initial))
  const [notice, setNotice] = useState('')
  const [error, setError] = useState<Error | null>(null)
  // A cover on its way up is not in the draft yet: Save and Publish wait for it.
  const isUploading = useIsPhotoUploading()

  const remember = ({ message, data }: StaffChange<StaffPost>) => {
    setSaved(data)
    setNotice(message)
    queryClient.setQueryData(staffPostQuery(data.id).queryKey, data)
    void queryClient.invalidateQueries({
      queryKey: staffPostsQuery().queryKey,
      exact: true,
    })
    return data
  }

  /** Saves what is typed; a new post gets its id (and the address stays in the URL). */
  async function write(current: StaffPost | null) {
    const fields = fieldsOf(draft, {
      withSlug: current !== null || !isSlugAuto,
    })
    if (current)
      return remember(await saveStaffPost(current.id, current.version, fields))
    const created = remember(await createStaffPost(fields))
    // The server may have made the address "grill-night-2": show the one it chose.
    setDraft((typed) => ({ ...typed, slug: created.slug }))
    navigate(postEditPath(created.id), { replace: true })
    return created
  }

  const watched = {
    onMutate: () => {
      setError(null)
      setNotice('')
    },
    onError: (failure: Error) => setError(failure),
  }
  const isDirty = hasChanges(draft, saved)
  const save = useMutation(
    { mutationFn: () => write(saved), ...watched },
    queryClient,
  )
  const publish = useMutation(
    {
      mutationFn: async () => {
        const current = saved && !isDirty ? saved : await write(saved)
        return remember(await publishStaffPost(current.id, current.version))
      },
      ...watched,
    },
    queryClient,
  )
  const unpublish = useMutation(
    {
      mutationFn: async (current: StaffPost) =>
        remember(await unpublishStaffPost(current.id, current.version)),
      ...watched,
    },
    queryClient,
  )

  const change = <F extends keyof PostDraft>(field: F, value: PostDraft[F]) =>
    setDraft((typed) => {
      const next = { ...typed, [field]: value }
      if (field === 'title' && isSlugAuto)
        next.slug = slugFromTitle(value as string)
      return next
    })

  return {
    draft,
    saved,
    isDirty,
    notice,
    error,
    isBusy:
      save.isPending || publish.isPending || unpublish.isPending || isUploading,
    change,
    changeSlug: (value: string) => {
      setIsSlugAuto(false)
      change('slug', value)
    },
    save: () => save.mutate(),
    publish: () => publish.mutate(),
    unpublish: () => {
      if (saved) unpublish.mutate(saved)
    },
  }
}
