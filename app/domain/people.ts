/** What the People page shows and the server enforces alike: how long an invitation link works. */
export const INVITATION_DAYS = 7
