/**
 * Camera and microphone, asked for only when the person starts or answers a call (issue 29).
 * The browser's refusals become one of three reasons the call view explains in words.
 */
export type MediaProblem = 'denied' | 'no_device' | 'failed';

export type DeviceChoice = { audioId?: string; videoId?: string };

export function mediaProblem(error: unknown): MediaProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'no_device';
  return 'failed';
}

export class MediaError extends Error {
  constructor(readonly problem: MediaProblem) {
    super(problem);
  }
}

/** The camera and microphone chosen (or the browser's default ones). */
export async function openMedia(choice: DeviceChoice = {}): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new MediaError('no_device');
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: choice.audioId ? { deviceId: { exact: choice.audioId } } : true,
      video: choice.videoId ? { deviceId: { exact: choice.videoId } } : true,
    });
  } catch (error) {
    throw new MediaError(mediaProblem(error));
  }
}

/** One kind of track from a chosen device, to swap into the call without renegotiating. */
export async function openTrack(kind: 'audio' | 'video', deviceId: string): Promise<MediaStreamTrack> {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ [kind]: { deviceId: { exact: deviceId } } });
    const [track] = kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks();
    if (!track) throw new MediaError('no_device');
    return track;
  } catch (error) {
    throw error instanceof MediaError ? error : new MediaError(mediaProblem(error));
  }
}

/** Cameras and microphones, with labels once permission was given. */
export async function listDevices(): Promise<{ audio: MediaDeviceInfo[]; video: MediaDeviceInfo[] }> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return {
    audio: devices.filter((device) => device.kind === 'audioinput' && device.deviceId),
    video: devices.filter((device) => device.kind === 'videoinput' && device.deviceId),
  };
}
