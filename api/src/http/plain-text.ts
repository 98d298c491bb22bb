// The rule lives in @food/shared/validation, so the owner's forms check what the API checks.
export {
  isPlainMultilineText,
  isPlainText,
} from '@food/shared/validation'
