export default {
  name: 'shell',
  // Remotes are registered at runtime from runtime-config.json, never here.
  remotes: {},
  // With 'loaded-first' a remote that is down at start-up cannot blank the
  // shell: shared modules already loaded are used before remote versions.
  shareStrategy: 'loaded-first' as const,
}
