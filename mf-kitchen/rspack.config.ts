import { createAppConfig } from '@food/shared/build'
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack'
import { defineConfig } from '@rspack/cli'
import { rspack } from '@rspack/core'
import federation from './module-federation.config'

export default defineConfig(
  createAppConfig({
    rspack,
    ModuleFederationPlugin,
    dir: import.meta.dirname,
    uniqueName: 'mf_kitchen',
    port: Number(process.env.PORT ?? 3004),
    federation,
    title: 'Kitchen (standalone)',
  }),
)
