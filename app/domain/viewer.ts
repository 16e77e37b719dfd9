/** Who is asking: decides what a read may return (drafts, contact numbers). */
export interface Viewer {
  isAdmin: boolean
}

export const ANONYMOUS: Viewer = { isAdmin: false }
