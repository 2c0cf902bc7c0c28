import { useCallback, useEffect, useRef, useState } from 'react';
import { type CameraProblem, cameraProblemOf, canAskForCamera } from '../lib/camera';

export type CameraState =
  | { phase: 'off' }
  | { phase: 'starting' }
  | { phase: 'live' }
  | { phase: 'failed'; problem: CameraProblem };

const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * The front camera in a <video> for a selfie: started only when the member asks, stopped after the
 * shot, on close and when the card goes away, so the camera light never stays on.
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>({ phase: 'off' });

  const stop = useCallback(() => {
    stopTracks(streamRef.current);
    streamRef.current = null;
    setState({ phase: 'off' });
  }, []);

  const start = useCallback(async () => {
    if (!canAskForCamera()) return setState({ phase: 'failed', problem: 'unsupported' });
    setState({ phase: 'starting' });
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
      stopTracks(streamRef.current);
      streamRef.current = stream;
      setState({ phase: 'live' });
    } catch (error) {
      setState({ phase: 'failed', problem: cameraProblemOf(error) });
    }
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (state.phase !== 'live' || !video || !streamRef.current) return;
    video.srcObject = streamRef.current;
    void video.play().catch(() => undefined);
  }, [state.phase]);

  useEffect(() => () => stopTracks(streamRef.current), []);

  /** The current frame as a JPEG, unmirrored (the preview alone is shown as a mirror). */
  const capture = useCallback(async (): Promise<Blob | null> => {
    const video = videoRef.current;
    if (!video?.videoWidth) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  }, []);

  return { videoRef, state, start, stop, capture };
}
