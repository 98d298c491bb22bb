import { uploadPhoto } from '@food/shared/api'
import { useAppQueryClient } from '@food/shared/query'
import { MAX_PHOTO_BYTES, MESSAGES, type Photo } from '@food/shared/types'
import { useIsMutating, useMutation } from '@tanstack/react-query'
import { useState } from 'react'

/** Every photo upload is filed under this key, so a form can wait for it before saving. */
const PHOTO_UPLOAD = ['staff', 'photos', 'upload'] as const

/**
 * One picker's upload: a file over MAX_PHOTO_BYTES is refused here at once and never sent
 * (the API would refuse it only after reading 15 MB); otherwise the file goes up as it is
 * and `onUploaded` gets the photo. A refusal's words stay until the next choice.
 */
export function usePhotoUpload(onUploaded: (photo: Photo) => void) {
  const queryClient = useAppQueryClient()
  const [isTooLarge, setIsTooLarge] = useState(false)
  const upload = useMutation(
    { mutationKey: PHOTO_UPLOAD, mutationFn: uploadPhoto },
    queryClient,
  )
  return {
    isUploading: upload.isPending,
    problem: isTooLarge
      ? MESSAGES.photoTooLarge
      : (upload.error?.message ?? null),
    choose: (file: File) => {
      if (upload.isPending) return
      upload.reset()
      setIsTooLarge(file.size > MAX_PHOTO_BYTES)
      if (file.size <= MAX_PHOTO_BYTES)
        upload.mutate(file, { onSuccess: onUploaded })
    },
    forget: () => {
      upload.reset()
      setIsTooLarge(false)
    },
  }
}

/** Whether a photo is on its way up: the form holding the picker saves after it. */
export function useIsPhotoUploading() {
  return useIsMutating({ mutationKey: PHOTO_UPLOAD }, useAppQueryClient()) > 0
}
