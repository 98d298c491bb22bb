// The remotes' exposed modules as the monolith build imports them (aliases in
// shell/monolith.config.ts); their props are checked by the shared contracts.
declare module 'mf_menu_cart/*' {
  const Component: import('react').ComponentType<never>
  export default Component
}
declare module 'mf_account/*' {
  const Component: import('react').ComponentType<never>
  export default Component
}
declare module 'mf_blog/*' {
  const Component: import('react').ComponentType<never>
  export default Component
}
declare module 'mf_kitchen/*' {
  const Component: import('react').ComponentType<never>
  export default Component
}
