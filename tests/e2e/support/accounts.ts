/** The accounts of the end-to-end servers (created in the template data directory by create-accounts.ts). */
export const E2E_ACCOUNTS = {
  admin: { email: 'admin@example.org', password: 'demo-admin-password', role: 'admin' },
  user: { email: 'user@example.org', password: 'demo-user-password', role: 'user' },
  /** Writes and submits for review (the review queue's flow). */
  author: { email: 'author@example.org', password: 'demo-author-password', role: 'author' },
  /** Reviews and publishes what authors submit; has no medical sign-off. */
  editor: { email: 'editor@example.org', password: 'demo-editor-password', role: 'editor' },
  /** An admin of its own for the two-factor flow, so that turning it on does not touch the others. */
  guardian: { email: 'guardian@example.org', password: 'guardian-password', role: 'admin' },
  /** A member whose sign-out ends all of its sessions: never one of the stored sessions. */
  leaver: { email: 'leaver@example.org', password: 'leaver-password', role: 'user' },
  /** An admin of its own for the sessions and trusted-device checks of two-factor sign-in. */
  sentinel: { email: 'sentinel@example.org', password: 'sentinel-password', role: 'admin' },
  /** A medical reviewer, who marks wiki articles as medically reviewed. */
  reviewer: { email: 'reviewer@example.org', password: 'reviewer-password', role: 'reviewer' },
} as const
