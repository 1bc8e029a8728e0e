import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { listDevices, MediaError, openTrack } from '../lib/media';
import type { Peer } from '../lib/peer';

function Video({ stream, muted, label }: { stream: MediaStream | null; muted: boolean; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      style={{ width: '100%', maxHeight: '60vh', background: 'black', borderRadius: 8 }}
    />
  );
}

type Devices = { audio: MediaDeviceInfo[]; video: MediaDeviceInfo[] };

/**
 * The call under way: the other person's video, one's own small, and the controls (microphone,
 * camera, the devices to use, end). A device change swaps the track in place: no renegotiation.
 */
export function CallView({
  local,
  remote,
  connection,
  stream,
  peer,
  onEnd,
  onMediaError,
}: {
  local: MediaStream | null;
  remote: MediaStream | null;
  connection: RTCPeerConnectionState;
  stream: RefObject<MediaStream | null>;
  peer: RefObject<Peer | null>;
  onEnd: () => void;
  onMediaError: (error: MediaError) => void;
}) {
  const { t } = useTranslation();
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [devices, setDevices] = useState<Devices>({ audio: [], video: [] });
  useEffect(() => {
    void listDevices()
      .then(setDevices)
      .catch(() => undefined);
  }, []);

  const toggle = (kind: 'audio' | 'video', off: boolean) => {
    for (const track of stream.current?.getTracks() ?? []) if (track.kind === kind) track.enabled = !off;
    if (kind === 'audio') setMuted(off);
    else setCameraOff(off);
  };

  const choose = async (kind: 'audio' | 'video', deviceId: string) => {
    const media = stream.current;
    if (!media) return;
    try {
      const track = await openTrack(kind, deviceId);
      track.enabled = kind === 'audio' ? !muted : !cameraOff;
      const old = media.getTracks().find((each) => each.kind === kind);
      const sender = peer.current?.pc.getSenders().find((each) => each.track?.kind === kind);
      await sender?.replaceTrack(track);
      if (old) {
        media.removeTrack(old);
        old.stop();
      }
      media.addTrack(track);
    } catch (error) {
      if (error instanceof MediaError) onMediaError(error);
    }
  };

  const current = (kind: 'audio' | 'video') =>
    stream.current
      ?.getTracks()
      .find((track) => track.kind === kind)
      ?.getSettings().deviceId ?? '';

  return (
    <Stack gap="sm" data-call-view data-connection-state={connection}>
      <Text role="status" size="sm">
        {connection === 'connected' ? t('calls.connected') : t('calls.connecting')}
      </Text>
      <Video stream={remote} muted={false} label={t('calls.their_video')} />
      <div style={{ width: '40%', maxWidth: 200 }}>
        <Video stream={local} muted label={t('calls.your_video')} />
      </div>
      <Group gap="xs" wrap="wrap">
        <Button variant="default" aria-pressed={muted} onClick={() => toggle('audio', !muted)}>
          {muted ? t('calls.unmute') : t('calls.mute')}
        </Button>
        <Button variant="default" aria-pressed={cameraOff} onClick={() => toggle('video', !cameraOff)}>
          {cameraOff ? t('calls.camera_on') : t('calls.camera_off')}
        </Button>
        <Button color="red.9" onClick={onEnd} data-autofocus>
          {t('calls.end')}
        </Button>
      </Group>
      <Group gap="xs" wrap="wrap" align="flex-end">
        {devices.audio.length > 1 && (
          <NativeSelect
            label={t('calls.microphone')}
            defaultValue={current('audio')}
            data={devices.audio.map((device, index) => ({
              value: device.deviceId,
              label: device.label || t('calls.device_n', { n: index + 1 }),
            }))}
            onChange={(event) => void choose('audio', event.currentTarget.value)}
          />
        )}
        {devices.video.length > 1 && (
          <NativeSelect
            label={t('calls.camera')}
            defaultValue={current('video')}
            data={devices.video.map((device, index) => ({
              value: device.deviceId,
              label: device.label || t('calls.device_n', { n: index + 1 }),
            }))}
            onChange={(event) => void choose('video', event.currentTarget.value)}
          />
        )}
      </Group>
    </Stack>
  );
}
