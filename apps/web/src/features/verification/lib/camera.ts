/** Why the camera did not open: the member said no, there is none, or the browser cannot ask. */
export type CameraProblem = 'denied' | 'absent' | 'unsupported' | 'failed';

/**
 * The getUserMedia failure as the member should hear it (DOMException names of the Media Capture
 * spec): a refusal and a missing camera each get their own words; the upload always remains.
 */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'absent';
  if (name === 'NotReadableError' || name === 'TrackStartError') return 'absent';
  return 'failed';
}

/** Whether this browser can ask for a camera at all (it needs a secure page: https or localhost). */
export const canAskForCamera = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
