import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  appDirectory: 'app',
  // BUILD_DIR lets two builds (e.g. parallel test runs) live side by side; the server reads it too.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config
