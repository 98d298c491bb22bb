export { SafeMarkdown } from './safe-markdown'
