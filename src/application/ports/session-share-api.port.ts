/**
 * Sharing one session through a public link (docs/api-sessions.md#shared-sessions): the player who
 * ran it, or the parent acting for the child. Both calls reject with ApiError like the other session
 * calls: BP_403 not the caller's session, BP_404 deleted.
 */
export interface SessionShareApi {
  /** POST /web/player-activities/{activityId}/share: the link's token (the same one when the session is already shared). */
  share(activityId: string): Promise<string>;
  /** DELETE /web/player-activities/{activityId}/share: the link stops working for everyone; not shared is no error. */
  stopSharing(activityId: string): Promise<void>;
}
